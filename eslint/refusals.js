/** Filled in by the rule set's owner; exported as a flat-config array. */
export default [];
