/** A product page's address. */
export function productPath(id: string): string {
  return `/product/${id}`;
}
