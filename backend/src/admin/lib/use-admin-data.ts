import { useEffect, useState } from "react"

type State<T> = { data?: T; error?: Error; isPending: boolean }

/**
 * GETs a shop admin route with Medusa Admin's own session. (Plain React state: the
 * dashboard bundles its own react-query, which extensions cannot share.)
 */
export function useAdminData<T>(path: string): State<T> {
  const [state, setState] = useState<State<T>>({ isPending: true })
  useEffect(() => {
    let cancelled = false
    fetch(path, { credentials: "include", headers: { accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${path} answered ${response.status}`)
        return (await response.json()) as T
      })
      .then((data) => !cancelled && setState({ data, isPending: false }))
      .catch((error: Error) => !cancelled && setState({ error, isPending: false }))
    return () => {
      cancelled = true
    }
  }, [path])
  return state
}
