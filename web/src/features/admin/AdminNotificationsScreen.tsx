/**
 * /admin/notifications (admins): compose a global notice (title, message, type, priority, optional expiry,
 * published at once or kept as a draft) and manage the existing ones by status (active, inactive, archived),
 * newest or most important first: activate, deactivate, archive, delete (after a confirmation).
 */
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  NOTIFICATION_MESSAGE_MAX_LENGTH,
  NOTIFICATION_TITLE_MAX_LENGTH,
} from '../../../../shared/constants/notifications.js';
import {
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationPriority,
  type NotificationStatus,
} from '../../../../shared/contracts/notifications/entities.js';
import type { NotificationCreateRequest } from '../../../../shared/contracts/notifications/schemas.js';
import {
  FormAlert,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '../../components/forms/Fields';
import { serverFieldErrors, useForm } from '../../components/forms/use-form';
import { FilterBar, FilterSelects, type FilterChoices } from '../../components/FilterBar';
import { ListState } from '../../components/ListState';
import { LoadMore } from '../../components/LoadMore';
import { ConfirmDialog } from '../../components/Modal';
import {
  NOTIFICATION_PRIORITY_LABELS,
  NOTIFICATION_TYPE_LABELS,
} from '../../components/notifications/labels';
import { Page } from '../../components/Page';
import { Spinner } from '../../components/Spinner';
import { useToast } from '../../components/toast/toast-context';
import { errorMessage, isApiError } from '../../lib/api/errors';
import { formatDateTime } from '../../lib/format';
import {
  createNotice,
  deleteNotice,
  setNoticeStatus,
  useAfterNoticeChange,
  useNoticePages,
} from './notifications-api';
import { EMPTY_NOTICE, NOTICE_FIELDS, validateNotice, type NoticeField } from './notice-form';
import './admin-notices.css';
import { TitledSection } from '../../components/TitledSection';
import { useTasks } from '../../lib/use-tasks';

export const STATUS_LABELS: Record<NotificationStatus, string> = {
  ACTIVE: 'Activas',
  INACTIVE: 'Inactivas',
  ARCHIVED: 'Archivadas',
};

const SORTS = ['created', 'priority'] as const;
type Sort = (typeof SORTS)[number];
const SORT_LABELS: Record<Sort, string> = {
  created: 'Más recientes primero',
  priority: 'Más importantes primero',
};

/** What the list shows: the notices of one status, in one order. */
interface NoticeView {
  status: NotificationStatus;
  sort: Sort;
}

const VIEW_SELECTS: FilterChoices<NoticeView> = {
  status: { label: 'Estado', options: NOTIFICATION_STATUSES, labels: STATUS_LABELS },
  sort: { label: 'Orden', options: SORTS, labels: SORT_LABELS },
};

const TYPE_OPTIONS = NOTIFICATION_TYPES.map((type) => [type, NOTIFICATION_TYPE_LABELS[type]] as const);
const PRIORITY_OPTIONS = NOTIFICATION_PRIORITIES.map(
  (priority) => [priority, NOTIFICATION_PRIORITY_LABELS[priority]] as const,
);
const PUBLICATION_OPTIONS = [
  ['ACTIVE', 'Publicar ahora'],
  ['INACTIVE', 'Guardar como inactiva'],
] as const;

function NoticeComposer({ onCreated }: { onCreated: () => void }) {
  const toast = useToast();
  const form = useForm<NoticeField, NotificationCreateRequest>({
    fields: NOTICE_FIELDS,
    initial: EMPTY_NOTICE,
    validate: validateNotice,
  });
  const id = useId();

  const submit = form.handleSubmit(async (body) => {
    try {
      const answer = await createNotice(body);
      toast.success(answer.message || 'Notificación publicada.');
      form.reset();
      onCreated();
    } catch (error) {
      if (isApiError(error) && error.errors.length > 0) {
        form.showErrors(serverFieldErrors(error.errors, NOTICE_FIELDS), error.message);
      } else form.setFormError(errorMessage(error));
    }
  });

  return (
    <form
      className="form card card--lg notice-composer"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="admin-section__title">
        Nueva notificación
      </h2>
      <p className="form__hint">
        Se muestra a todos los visitantes en la campana; las urgentes, también como aviso en cada página.
      </p>
      <FormAlert message={form.formError} />
      <TextField form={form} name="title" label="Título" maxLength={NOTIFICATION_TITLE_MAX_LENGTH} />
      <TextAreaField
        form={form}
        name="message"
        label="Mensaje"
        rows={4}
        maxLength={NOTIFICATION_MESSAGE_MAX_LENGTH}
      />
      <div className="form__row notice-composer__row">
        <SelectField form={form} name="type" label="Tipo" options={TYPE_OPTIONS} />
        <SelectField form={form} name="priority" label="Prioridad" options={PRIORITY_OPTIONS} />
      </div>
      <div className="form__row notice-composer__row notice-composer__row--dates">
        <SelectField form={form} name="status" label="Publicación" options={PUBLICATION_OPTIONS} />
        <TextField
          form={form}
          name="expiresAt"
          label="Vence"
          optional
          type="datetime-local"
          hint="Después deja de mostrarse. Sin fecha, se muestra hasta que la archives."
        />
      </div>
      <div className="actions">
        <SubmitButton
          busy={form.submitting}
          label="Publicar notificación"
          busyLabel="Publicando..."
          className="btn btn--primary"
        />
      </div>
    </form>
  );
}

/** The tone (cards-forms.css) of each priority's tag. */
const PRIORITY_TONES: Record<NotificationPriority, string> = {
  LOW: 'neutral',
  MEDIUM: 'neutral',
  HIGH: 'warning',
  URGENT: 'error',
};

function NoticeRow({
  notice,
  busy,
  onStatus,
  onDelete,
}: {
  notice: Notification;
  busy: boolean;
  onStatus: (status: NotificationStatus) => void;
  onDelete: () => void;
}) {
  const statusButton = (next: NotificationStatus, label: string) => (
    <button
      type="button"
      className="btn btn--ghost btn--small"
      disabled={busy}
      onClick={() => onStatus(next)}
    >
      {label}
    </button>
  );
  return (
    <li className={`notice-row notice-row--${notice.type.toLowerCase()}`}>
      <div className="notice-row__tags">
        <span className="notice-tag tone-neutral">{NOTIFICATION_TYPE_LABELS[notice.type]}</span>
        <span className={`notice-tag tone-${PRIORITY_TONES[notice.priority]}`}>
          Prioridad {NOTIFICATION_PRIORITY_LABELS[notice.priority].toLowerCase()}
        </span>
        {notice.expired ? <span className="notice-tag notice-tag--expired">Vencida</span> : null}
      </div>
      <h3 className="notice-row__title">{notice.title}</h3>
      <p className="notice-row__message">{notice.message}</p>
      <p className="notice-row__meta">
        Creada el <time dateTime={notice.createdAt}>{formatDateTime(notice.createdAt)}</time>
        {notice.expiresAt ? (
          <>
            {' · '}
            {notice.expired ? 'Venció' : 'Vence'} el{' '}
            <time dateTime={notice.expiresAt}>{formatDateTime(notice.expiresAt)}</time>
          </>
        ) : null}
      </p>
      <div className="actions notice-row__actions">
        {notice.status !== 'ACTIVE'
          ? statusButton('ACTIVE', 'Activar')
          : statusButton('INACTIVE', 'Desactivar')}
        {notice.status !== 'ARCHIVED' ? statusButton('ARCHIVED', 'Archivar') : null}
        <button type="button" className="btn btn--danger btn--small" disabled={busy} onClick={onDelete}>
          Eliminar
        </button>
      </div>
    </li>
  );
}

export default function AdminNotificationsScreen() {
  const toast = useToast();
  const refreshShared = useAfterNoticeChange();
  const [view, setView] = useState<NoticeView>({ status: 'ACTIVE', sort: 'created' });
  const tasks = useTasks();
  const [deleting, setDeleting] = useState<Notification | null>(null);

  const loaded = useNoticePages(view.status, view.sort);
  const { data, isValidating, size, setSize, mutate } = loaded;
  const notices = (data ?? []).flatMap((page) => page.notifications);
  const hasMore = Boolean(data?.[data.length - 1]?.nextToken);

  const refresh = () => {
    void mutate();
    // The bell and the banner (the admin's own view of them) follow at once.
    refreshShared();
  };

  const changeStatus = (notice: Notification, next: NotificationStatus) =>
    tasks.run(notice.id, async () => {
      const answer = await setNoticeStatus(notice.id, next);
      toast.success(answer.message);
      refresh();
    });

  /** The notice asked about is deleted; the dialog stays open on a failure. */
  const remove = (notice: Notification) =>
    tasks.run(notice.id, async () => {
      const answer = await deleteNotice(notice.id);
      toast.success(answer.message);
      setDeleting(null);
      refresh();
    });

  return (
    <Page
      title="Notificaciones"
      eyebrow={<Link to="/admin/dashboard">Administración</Link>}
      lead="Las notificaciones que ven todos los visitantes de la tienda en la campana."
      className="admin-notices"
    >
      <div className="admin-notices__layout">
        <NoticeComposer onCreated={refresh} />
        <TitledSection
          className="card card--lg admin-section"
          titleClassName="admin-section__title"
          title="Publicadas y guardadas"
        >
          <FilterBar>
            <FilterSelects filters={view} choices={VIEW_SELECTS} onChange={setView} />
          </FilterBar>
          <ListState
            data={data ? notices : undefined}
            query={loaded}
            errorTitle="No se pudieron cargar las notificaciones."
            loadingView={<Spinner label="Cargando notificaciones..." />}
            emptyView={
              <p className="admin-empty">No hay notificaciones {STATUS_LABELS[view.status].toLowerCase()}.</p>
            }
          >
            {(list) => (
              <ul className="notice-rows" aria-live="polite">
                {list.map((notice) => (
                  <NoticeRow
                    key={notice.id}
                    notice={notice}
                    busy={tasks.busy(notice.id)}
                    onStatus={(next) => void changeStatus(notice, next)}
                    onDelete={() => setDeleting(notice)}
                  />
                ))}
              </ul>
            )}
          </ListState>
          <LoadMore more={hasMore} loading={isValidating} onLoad={() => void setSize(size + 1)} />
        </TitledSection>
      </div>
      {deleting ? (
        <ConfirmDialog
          title="¿Eliminar esta notificación?"
          confirmLabel="Eliminar"
          busy={tasks.busy(deleting.id)}
          busyLabel="Eliminando..."
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>
            «{deleting.title}» dejará de mostrarse y no se podrá recuperar. Si solo quieres retirarla,
            archívala.
          </p>
        </ConfirmDialog>
      ) : null}
    </Page>
  );
}
