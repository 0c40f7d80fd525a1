/** The paging part of every paged list's reply: `{ totalPages, currentPage, count }`. */
export const pageOf = (count: number, { page, limit }: { page: number; limit: number }) => ({
  totalPages: Math.ceil(count / limit),
  currentPage: page,
  count,
})
