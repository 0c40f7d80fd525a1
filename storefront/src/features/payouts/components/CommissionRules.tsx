import { useState, type FormEvent } from 'react';
import { Button } from '@/components/Button';
import { SelectField, TextField } from '@/components/form';
import { MoneyTableHead } from '@/components/MoneyTableHead';
import { withNotices } from '@/lib/mutation-notices';
import { useDeleteCommissionRule } from '../api/delete-commission-rule';
import type { RuleTargets } from '../api/get-rule-targets';
import { useSetCommissionRule } from '../api/set-commission-rule';
import type { CommissionRules as Rules, RuleScope } from '../types';
import { MoneyTable } from './money-table';

const SCOPES = [
  { value: 'merchant', label: 'Merchant' },
  { value: 'category', label: 'Category' },
] as const;

const SCOPE_LABELS: Record<RuleScope, string> = { merchant: 'Merchant', category: 'Category' };

/** A percent from 0 to 100 with at most two decimals (the API's rule), or null. */
export const parsePercent = (text: string): number | null => {
  const trimmed = text.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return null;
  const percent = Number(trimmed);
  return percent <= 100 ? percent : null;
};

function RuleForm({ targets }: { targets: RuleTargets }) {
  const save = useSetCommissionRule();
  const [scope, setScope] = useState<RuleScope>('merchant');
  const [targetId, setTargetId] = useState('');
  const [percent, setPercent] = useState('');
  const [errors, setErrors] = useState<{ target?: string; percent?: string }>({});
  const options = scope === 'merchant' ? targets.merchants : targets.categories;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parsePercent(percent);
    const found = {
      target: targetId ? undefined : `Choose a ${scope}.`,
      percent: parsed === null ? 'Percent must be a number from 0 to 100 with at most two decimals.' : undefined,
    };
    setErrors(found);
    if (found.target || parsed === null) return;
    void withNotices(() => save.mutateAsync({ scope, id: targetId, percent: parsed }), { onSuccess: () => setPercent('') });
  };

  return (
    <form className="rule-form" noValidate onSubmit={submit} aria-label="Commission rule">
      <SelectField
        label="Rule for"
        options={SCOPES}
        value={scope}
        onChange={(event) => {
          setScope(event.target.value as RuleScope);
          setTargetId('');
        }}
      />
      <SelectField
        label={SCOPE_LABELS[scope]}
        options={[{ value: '', label: `Choose a ${scope}` }, ...options.map((target) => ({ value: target.id, label: target.name }))]}
        value={targetId}
        error={errors.target}
        onChange={(event) => setTargetId(event.target.value)}
      />
      <TextField label="Percent" inputMode="decimal" value={percent} error={errors.percent} onChange={(event) => setPercent(event.target.value)} />
      <Button type="submit" disabled={save.isPending}>
        Save rule
      </Button>
    </form>
  );
}

/** The default rate and each merchant's or category's rule (merchant over category over default; new sales only). */
export function CommissionRules({ rules, targets }: { rules: Rules; targets: RuleTargets }) {
  const remove = useDeleteCommissionRule();
  return (
    <>
      <p>
        Default rate: <strong data-testid="default-commission">{rules.defaultPercent}%</strong> of each line’s price before VAT. A
        merchant’s rule wins over its category’s; a change applies to new sales only.
      </p>
      {rules.rules.length > 0 && (
        <MoneyTable>
          <caption>Rules</caption>
          <MoneyTableHead columns={['For', 'Name', { money: 'Percent' }, 'Action']} />
          <tbody>
            {rules.rules.map((rule) => {
              const name = rule.name ?? rule.targetId;
              return (
                <tr key={rule.id}>
                  <td>{SCOPE_LABELS[rule.scope]}</td>
                  <th scope="row">{name}</th>
                  <td className="money">{rule.percent}%</td>
                  <td>
                    <Button
                      type="button"
                      $size="sm"
                      $variant="outline"
                      aria-label={`Remove rule: ${name}`}
                      disabled={remove.isPending}
                      onClick={() => void withNotices(() => remove.mutateAsync({ scope: rule.scope, id: rule.targetId }))}
                    >
                      Remove
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </MoneyTable>
      )}
      <h3>Add or change a rule</h3>
      <RuleForm targets={targets} />
    </>
  );
}
