/** English texts of the families' questions (match): what a path asks both families. */
export default {
  resources: {
    questions: {
      name: "Families' question |||| Families' questions",
      fields: {
        id: 'ID',
        order: 'Order',
        active: 'Asked on paths',
        text: 'Question',
        answers: 'Answers given',
        choices: 'Answers offered',
        label: 'Answer',
        updatedAt: 'Last changed',
        q: 'Search',
      },
    },
  },
  mw: {
    questions: {
      answerN: 'Answer %{n}',
      addAnswer: 'Add an answer',
      removeAnswer: 'Remove new answer %{n}',
      choicesHelp:
        'Members pick one answer. Answers already offered can be renamed or reordered but not removed: answers members gave name them.',
      activeHelp: 'Off: the question is retired. It is no longer asked; answers already given stay visible.',
      answered:
        'Members gave one answer to this question. Your changes keep it; members read it in the new words. |||| Members gave %{smart_count} answers to this question. Your changes keep them; members read them in the new words.',
      ask: 'Ask on paths again',
      retire: 'Retire: stop asking',
    },
  },
};
