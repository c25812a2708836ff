/** `/billing/orders/<id>…`, the id escaped (it comes from the address bar or the provider's return). */
export const orderPath = (orderId: string, rest = '') =>
  `/billing/orders/${encodeURIComponent(orderId)}${rest}`;
