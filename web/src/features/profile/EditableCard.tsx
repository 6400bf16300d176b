/**
 * A card of /profile that shows what is stored and opens its form in place: its title, the button that opens
 * the form (hidden while it is open; the focus comes back to it when the form closes) and the card's content.
 */
import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { ConfirmDialog } from '../../components/Modal';
import { TitledSection } from '../../components/TitledSection';
import { useAttempt } from '../../lib/use-attempt';
import type { UserProfile } from '../../../../shared/contracts/profile/entities.js';

/** Whether the card's form is open; `close` gives the focus back to the card's button once it is rendered. */
export function useEditing() {
  const [editing, setEditing] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const open = () => setEditing(true);
  const close = () => {
    setEditing(false);
    requestAnimationFrame(() => editRef.current?.focus());
  };
  /** The card's form's ends: saved (`onSaved`, then closed) or cancelled (closed). */
  const formEnd = <T,>(onSaved: (saved: T) => void): FormEnd<T> => ({
    onSaved: (saved) => {
      onSaved(saved);
      close();
    },
    onCancel: close,
  });
  return { editing, setEditing, open, close, editRef, formEnd };
}

/** Puts the focus on a card's form's `field` once, when the form opens in place. */
export function useFocusOnOpen<F extends string>(form: { focus: (name: F) => void }, field: F) {
  const { focus } = form;
  useEffect(() => {
    focus(field);
    // Once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** What a card of /profile is given: the stored profile, and where the profile it saves goes. */
export interface ProfileCardProps {
  profile: UserProfile;
  onSaved: (profile: UserProfile) => void;
}

/** How a card's form ends: with what it saved, or cancelled. */
export interface FormEnd<T> {
  onSaved: (saved: T) => void;
  onCancel: () => void;
}

export type Editing = ReturnType<typeof useEditing>;

interface EditableCardProps {
  edit: Editing;
  title: ReactNode;
  /** The label of the button that opens the form; null: no button (nothing to edit yet). */
  editLabel: string | null;
  id?: string;
  /** Classes besides `card card--lg profile-card`. */
  className?: string;
  testId?: string;
  /** The section itself (a card that scrolls itself into view). */
  sectionRef?: Ref<HTMLElement>;
  /** Other buttons beside the edit button (both then sit in one `actions` group, hidden while editing). */
  actions?: ReactNode;
  children: ReactNode;
}

export function EditableCard({
  edit,
  title,
  editLabel,
  id,
  className,
  testId,
  sectionRef,
  actions,
  children,
}: EditableCardProps) {
  const titleId = useId();
  const button =
    editLabel === null ? null : (
      <button ref={edit.editRef} type="button" className="btn btn--secondary btn--small" onClick={edit.open}>
        {editLabel}
      </button>
    );
  return (
    <section
      ref={sectionRef}
      id={id}
      className={className ? `card card--lg profile-card ${className}` : 'card card--lg profile-card'}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <div className="toolbar">
        <h2 id={titleId} className="profile-card__title">
          {title}
        </h2>
        {edit.editing ? null : actions === undefined ? (
          button
        ) : (
          <div className="actions">
            {button}
            {actions}
          </div>
        )}
      </div>
      {children}
    </section>
  );
}

interface ProfileCardOwnProps {
  title: ReactNode;
  /** The card's own look, beside `card card--lg profile-card`. */
  className: string;
  testId?: string;
  anchor?: string;
  children: ReactNode;
}

/** A card of the profile without an edit button (a form of its own, a choice): its h2 and what it holds. */
export function ProfileCard({ className, ...section }: ProfileCardOwnProps) {
  return (
    <TitledSection
      className={`card card--lg profile-card ${className}`}
      titleClassName="profile-card__title"
      {...section}
    />
  );
}

/** «Borrar» beside a card's edit button: asks first (RemoveDialog). */
export function RemoveButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="btn btn--ghost btn--small" onClick={onClick}>
      Borrar
    </button>
  );
}

/**
 * Removing a card's stored value after a confirmation: `ask` opens the dialog (RemoveButton), `confirm` runs
 * `remove` (the dialog closes when it went well), a failure is kept as `problem` (`problemOf` says it).
 */
export function useRemoval<P>(remove: () => Promise<void>, problemOf: (failure: unknown) => P) {
  const [asked, setAsked] = useState(false);
  const { busy, problem, setProblem, run } = useAttempt(problemOf);
  const confirm = () =>
    run(
      async () => {
        await remove();
        setAsked(false);
      },
      { freeAfter: true },
    );
  const ask = () => {
    setProblem(null);
    setAsked(true);
  };
  return { asked, ask, busy, problem, confirm, cancel: () => setAsked(false) };
}

interface RemoveDialogProps {
  title: string;
  removal: ReturnType<typeof useRemoval<unknown>>;
  /** What removing it means, and the problem when it failed. */
  children: ReactNode;
}

/** "Are you sure?" before a card's stored value is removed; nothing while it is not asked. */
export function RemoveDialog({ title, removal, children }: RemoveDialogProps) {
  if (!removal.asked) return null;
  return (
    <ConfirmDialog
      title={title}
      confirmLabel="Sí, borrarla"
      busyLabel="Borrando..."
      busy={removal.busy}
      onConfirm={() => void removal.confirm()}
      onCancel={removal.cancel}
    >
      {children}
    </ConfirmDialog>
  );
}
