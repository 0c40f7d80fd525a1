/** POSTs to a shop admin route with Medusa Admin's own session; rejects with the server's message. */
export async function adminPost<T = { message?: string }>(path: string, body: unknown = {}): Promise<T> {
  const response = await fetch(path, {
    method: "POST",
    credentials: "include",
    headers: { accept: "application/json", "content-type": "application/json" },
    body: JSON.stringify(body),
  })
  const data = await response.json().catch(() => ({}))
  if (!response.ok) throw new Error(data.message || data.error || `${path} answered ${response.status}`)
  return data as T
}
