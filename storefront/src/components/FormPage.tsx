import { useCallback, type ReactNode } from 'react';
import { withNotices, type MessageBody } from '@/lib/mutation-notices';
import { useGoBack } from '@/lib/use-go-back';
import { Button } from './Button';
import { PageState, type NeededQuery } from './PageState';
import { SubPage } from './SubPage';

/** What a form page hands its form. */
export interface FormPageTools {
  /** Runs the write: success → the server's message and back one step; failure → the central notices. */
  save: (run: () => Promise<MessageBody>) => Promise<unknown>;
  /** The buttons beside the form's submit button (Cancel on add pages, Delete on edit pages). */
  actions: ReactNode;
  goBack: () => void;
}

/** Back navigation and the save notices of an add or edit page (spec §2: success goes back). */
export function useFormPage(backTo: string): Pick<FormPageTools, 'save' | 'goBack'> {
  const goBack = useGoBack(backTo);
  const save = useCallback((run: () => Promise<MessageBody>) => withNotices(run, { onSuccess: goBack }), [goBack]);
  return { save, goBack };
}

interface AddPageProps {
  title: string;
  /** Where Cancel and success go when there is no history step back. */
  backTo: string;
  /** Queries the form needs first (e.g. its options), with the spinner's label. */
  needs?: readonly NeededQuery[];
  loading?: string;
  children: (tools: FormPageTools) => ReactNode;
}

/** An add page: its title, the form, Cancel; success and Cancel go back. */
export function AddPage({ title, backTo, needs = [], loading = 'Loading the form…', children }: AddPageProps) {
  const { save, goBack } = useFormPage(backTo);
  const actions = (
    <Button type="button" $variant="secondary" onClick={goBack}>
      Cancel
    </Button>
  );
  const [first, ...rest] = needs;
  return (
    <SubPage title={title}>
      {first ? (
        <PageState query={first.query} loading={loading} error={first.error} needs={rest}>
          {() => children({ save, actions, goBack })}
        </PageState>
      ) : (
        children({ save, actions, goBack })
      )}
    </SubPage>
  );
}
