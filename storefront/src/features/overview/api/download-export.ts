import { useMutation } from '@tanstack/react-query';
import { API_BASE, ApiError, buildQuery } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { getToken } from '@/stores/auth';

export type ExportKind = 'orders' | 'customers';

export interface ExportRequest {
  kind: ExportKind;
  /** YYYY-MM-DD, both days included, in the shop's time zone. */
  from: string;
  to: string;
}

export const exportFileName = ({ kind, from, to }: ExportRequest): string => `${kind}-${from}-to-${to}.csv`;

async function failure(response: Response): Promise<ApiError> {
  let message = `Could not download the file (${response.status}).`;
  try {
    const body = (await response.json()) as { error?: unknown; message?: unknown };
    if (typeof body.error === 'string' && body.error) message = body.error;
    else if (typeof body.message === 'string' && body.message) message = body.message;
  } catch {
    // Not JSON: keep the status line.
  }
  return new ApiError(response.status, message);
}

/**
 * GET /api/export/{orders|customers}.csv?from&to with the shop's Authorization header (a plain
 * link could not send it), then saves the CSV the server streamed, as the earnings statement's
 * CSV is saved.
 */
export async function downloadExport(request: ExportRequest): Promise<void> {
  const token = getToken();
  const response = await fetch(`${API_BASE}/export/${request.kind}.csv${buildQuery({ from: request.from, to: request.to })}`, {
    headers: { Accept: 'text/csv', ...(token && { Authorization: token }) },
  });
  if (!response.ok) throw await failure(response);
  saveFile(await response.blob(), exportFileName(request));
}

export const useDownloadExport = () => useMutation({ mutationFn: downloadExport });
