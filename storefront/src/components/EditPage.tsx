import { useState, type ReactNode } from 'react';
import { cascadeHelp } from '@/lib/format';
import { withNotices, type MessageBody } from '@/lib/mutation-notices';
import { ActivationBar } from './ActivationBar';
import { Button } from './Button';
import { useFormPage, type FormPageTools } from './FormPage';
import { PageState, type NeededQuery, type QueryState } from './PageState';
import { SubPage } from './SubPage';

/** The parts of a react-query mutation the shell drives. */
export interface MutationLike<V> {
  mutateAsync: (variables: V) => Promise<MessageBody>;
  isPending: boolean;
}

export interface EditableItem {
  _id: string;
  name?: string;
  isActive?: boolean;
}

export interface EditPageProps<T extends EditableItem> {
  title: string;
  /** 'brand' → 'Loading the brand…', 'Could not load the brand.' and (by default) 'no brand found.'. */
  noun: string;
  notFound?: string;
  query: QueryState<T>;
  /** Other queries the form needs (e.g. its options). */
  needs?: readonly NeededQuery[];
  /** Where Save and Delete go when there is no history step back. */
  backTo: string;
  /** The item's public page, linked above the form beside the active switch. */
  shopPath?: (item: T) => string;
  /** The active switch: applies at once through this mutation ({ id, isActive }). */
  activation?: MutationLike<{ id: string; isActive: boolean }>;
  /** The switch's help says the item's products follow it (brands, categories; spec §4). */
  cascade?: boolean;
  /** Delete (by id) beside Save; left out when the viewer may not delete. */
  remove?: MutationLike<string>;
  children: (item: T, tools: FormPageTools) => ReactNode;
}

interface ActivationProps {
  item: EditableItem;
  shopPath: string;
  activation: MutationLike<{ id: string; isActive: boolean }>;
  cascade: boolean;
}

function Activation({ item, shopPath, activation, cascade }: ActivationProps) {
  const name = item.name ?? '';
  // Set in the click itself: react-query reports the pending call a moment later, and until
  // then the controlled switch would spring back to the stored state.
  const [asked, setAsked] = useState<boolean | null>(null);

  const toggle = (isActive: boolean) => {
    setAsked(isActive);
    void withNotices(() => activation.mutateAsync({ id: item._id, isActive })).finally(() => setAsked(null));
  };

  return (
    <ActivationBar
      link={{ to: shopPath, label: `View ${name} in the shop` }}
      isActive={asked ?? Boolean(item.isActive)}
      pending={asked !== null}
      help={cascade ? cascadeHelp(name) : undefined}
      onToggle={toggle}
    />
  );
}

/**
 * An edit page (spec §2, §4): title, the item's states, a link to its public page with the
 * active switch, then the form with Save and (when allowed) Delete; Save and Delete go back.
 */
export function EditPage<T extends EditableItem>(props: EditPageProps<T>) {
  const { title, noun, notFound = `no ${noun} found.`, query, needs, backTo, shopPath, activation, cascade = false, remove, children } = props;
  const { save, goBack } = useFormPage(backTo);

  const deleteButton = (item: T) =>
    remove && (
      <Button
        type="button"
        $variant="danger"
        disabled={remove.isPending}
        onClick={() => void withNotices(() => remove.mutateAsync(item._id), { onSuccess: goBack })}
      >
        Delete
      </Button>
    );

  return (
    <SubPage title={title}>
      <PageState query={query} loading={`Loading the ${noun}…`} error={`Could not load the ${noun}.`} notFound={notFound} needs={needs}>
        {(item) => (
          <>
            {shopPath && activation && (
              <Activation item={item} shopPath={shopPath(item)} activation={activation} cascade={cascade} />
            )}
            {children(item, { save, goBack, actions: deleteButton(item) })}
          </>
        )}
      </PageState>
    </SubPage>
  );
}
