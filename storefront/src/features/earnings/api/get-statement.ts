import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { Statement } from '../types';
import { earningsKeys } from './keys';

/** GET /api/earnings/statement?from&to (ISO 8601 instants, `to` exclusive) → {statement}. */
export const getStatement = async (from: string, to: string) =>
  (await apiFetch<{ statement: Statement }>('/earnings/statement', { params: { from, to } })).statement;

export const statementQueryOptions = (from: string, to: string) =>
  queryOptions({ queryKey: earningsKeys.statement(from, to), queryFn: () => getStatement(from, to), placeholderData: keepPreviousData });

export const useStatement = (from: string, to: string) => useQuery(statementQueryOptions(from, to));
