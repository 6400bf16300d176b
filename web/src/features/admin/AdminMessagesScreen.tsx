/**
 * /admin/messages (admins; an addition to the original admin screens): the contact inbox. Messages newest first,
 * filtered by state (all, open, handled) and unread; opening one (also from the link in the shop's e-mail copy,
 * `?id=<id>`) shows it whole and marks it read; it can be marked handled or open again, unread again, and
 * answered by e-mail.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type {
  ContactInboxCounts,
  ContactInboxMessage,
} from '../../../../shared/contracts/notifications/entities.js';
import type { ContactState } from '../../../../shared/contracts/notifications/schemas.js';
import { FilterBar, FilterSelect } from '../../components/FilterBar';
import { ListState } from '../../components/ListState';
import { LoadError } from '../../components/LoadError';
import { LoadMore } from '../../components/LoadMore';
import { Page } from '../../components/Page';
import { Spinner } from '../../components/Spinner';
import { useToast } from '../../components/toast/toast-context';
import { errorMessage } from '../../lib/api/errors';
import { formatDateTime } from '../../lib/format';
import {
  updateContactMessage,
  useAfterMessageChange,
  useContactMessage,
  useInboxPages,
} from './messages-api';
import './admin-notices.css';
import { TitledSection } from '../../components/TitledSection';
import { useTasks } from '../../lib/use-tasks';

const STATE_LABELS: Record<ContactState, string> = {
  all: 'Todos',
  open: 'Sin atender',
  handled: 'Atendidos',
};

export function countsText(counts: ContactInboxCounts | undefined): string {
  if (!counts) return '';
  const unread = counts.unread === 1 ? '1 sin leer' : `${counts.unread} sin leer`;
  const open = counts.open === 1 ? '1 sin atender' : `${counts.open} sin atender`;
  return `${unread} · ${open}`;
}

function MessageRow({
  message,
  selected,
  onOpen,
}: {
  message: ContactInboxMessage;
  selected: boolean;
  onOpen: () => void;
}) {
  return (
    <li className={message.read ? 'message-row' : 'message-row message-row--unread'}>
      <button
        type="button"
        className="message-row__button"
        aria-current={selected || undefined}
        onClick={onOpen}
      >
        <span className="message-row__top">
          <span className="message-row__from">{message.name}</span>
          <time className="message-row__date" dateTime={message.createdAt}>
            {formatDateTime(message.createdAt)}
          </time>
        </span>
        <span className="message-row__subject">
          {message.read ? null : <span className="visually-hidden">Sin leer: </span>}
          {message.subject}
        </span>
        <span className="message-row__snippet">{message.message}</span>
        <span className="message-row__flags">
          {message.read ? null : (
            <span className="message-flag pill" aria-hidden="true">
              Nuevo
            </span>
          )}
          {message.handled ? <span className="message-flag tone-success">Atendido</span> : null}
        </span>
      </button>
    </li>
  );
}

function MessageDetail({
  id,
  onClose,
  onChanged,
}: {
  id: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  const toast = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const tasks = useTasks();
  const busy = tasks.running.size > 0;
  const markedRef = useRef<string | null>(null);
  const { data, error, isLoading, isValidating, mutate } = useContactMessage(id);
  const message = data?.contactMessage;

  useEffect(() => {
    headingRef.current?.focus();
  }, [message?.id]);

  // Opening an unread message reads it.
  useEffect(() => {
    if (!message || message.read || markedRef.current === message.id) return;
    markedRef.current = message.id;
    updateContactMessage(message.id, { read: true })
      .then((answer) => {
        void mutate({ contactMessage: answer.contactMessage }, { revalidate: false });
        onChanged();
      })
      .catch(() => undefined);
  }, [message, mutate, onChanged]);

  const update = async (body: { read?: boolean; handled?: boolean }, done: string) => {
    if (!message) return;
    await tasks.run(message.id, async () => {
      const answer = await updateContactMessage(message.id, body);
      await mutate({ contactMessage: answer.contactMessage }, { revalidate: false });
      toast.success(done);
      onChanged();
      if (body.read === false) onClose();
    });
  };

  if (error && !data)
    return (
      <LoadError
        title="No se pudo abrir el mensaje."
        detail={errorMessage(error)}
        onRetry={() => void mutate()}
        retrying={isValidating}
      >
        <button type="button" className="btn btn--ghost btn--small" onClick={onClose}>
          Volver a la lista
        </button>
      </LoadError>
    );
  if (isLoading || !message) return <Spinner label="Abriendo el mensaje..." />;

  const reply = `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
  return (
    <article className="message-detail" aria-labelledby="mensaje-asunto">
      <h2 id="mensaje-asunto" className="message-detail__subject" tabIndex={-1} ref={headingRef}>
        {message.subject}
      </h2>
      <p className="message-detail__meta">
        De <strong>{message.name}</strong> &lt;{message.email}&gt; ·{' '}
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        {message.handled && message.handledAt ? (
          <>
            {' · '}Atendido el <time dateTime={message.handledAt}>{formatDateTime(message.handledAt)}</time>
          </>
        ) : null}
      </p>
      <p className="message-detail__text">{message.message}</p>
      <div className="actions">
        <a className="btn btn--primary btn--small" href={reply}>
          Responder por email
        </a>
        {message.handled ? (
          <button
            type="button"
            className="btn btn--ghost btn--small"
            disabled={busy}
            onClick={() => void update({ handled: false }, 'Mensaje reabierto.')}
          >
            Reabrir
          </button>
        ) : (
          <button
            type="button"
            className="btn btn--ghost btn--small"
            disabled={busy}
            onClick={() => void update({ handled: true }, 'Mensaje marcado como atendido.')}
          >
            Marcar como atendido
          </button>
        )}
        <button
          type="button"
          className="btn btn--ghost btn--small"
          disabled={busy || !message.read}
          onClick={() => void update({ read: false }, 'Mensaje marcado como no leído.')}
        >
          Marcar como no leído
        </button>
        <button type="button" className="btn btn--ghost btn--small" onClick={onClose}>
          Cerrar
        </button>
      </div>
    </article>
  );
}

export default function AdminMessagesScreen() {
  const [params, setParams] = useSearchParams();
  const selected = params.get('id');
  const [state, setState] = useState<ContactState>('all');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const refreshInbox = useAfterMessageChange();
  const detailRef = useRef<HTMLElement>(null);

  const loaded = useInboxPages(state, unreadOnly);
  const { data, isValidating, size, setSize, mutate } = loaded;
  const messages = (data ?? []).flatMap((page) => page.messages);
  const counts = data?.[0]?.counts;
  const hasMore = Boolean(data?.[data.length - 1]?.nextToken);

  const open = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('id', id);
    else next.delete('id');
    setParams(next, { replace: !id });
  };

  const changed = () => {
    void mutate();
    refreshInbox();
  };

  useEffect(() => {
    if (selected) detailRef.current?.scrollIntoView({ block: 'nearest' });
  }, [selected]);

  return (
    <Page
      title="Mensajes de contacto"
      eyebrow={<Link to="/admin/dashboard">Administración</Link>}
      lead={counts ? countsText(counts) : 'Lo que los visitantes escriben desde la página de contacto.'}
      className="inbox"
    >
      <div className="inbox__layout">
        <TitledSection
          className="card card--lg admin-section"
          titleClassName="admin-section__title"
          title="Bandeja de entrada"
        >
          <FilterBar>
            <FilterSelect
              label="Mostrar"
              value={state}
              options={Object.keys(STATE_LABELS) as ContactState[]}
              labels={STATE_LABELS}
              onChange={setState}
            />
            <label className="admin-check">
              <input
                type="checkbox"
                checked={unreadOnly}
                onChange={(event) => setUnreadOnly(event.target.checked)}
              />
              Solo sin leer
            </label>
          </FilterBar>
          <ListState
            data={data ? messages : undefined}
            query={loaded}
            errorTitle="No se pudieron cargar los mensajes."
            loadingView={<Spinner label="Cargando mensajes..." />}
            emptyView={<p className="admin-empty">No hay mensajes que mostrar.</p>}
          >
            {(list) => (
              <ul className="message-rows">
                {list.map((message) => (
                  <MessageRow
                    key={message.id}
                    message={message}
                    selected={message.id === selected}
                    onOpen={() => open(message.id)}
                  />
                ))}
              </ul>
            )}
          </ListState>
          <LoadMore more={hasMore} loading={isValidating} onLoad={() => void setSize(size + 1)} />
        </TitledSection>
        <section className="card card--lg admin-section" ref={detailRef} aria-label="Mensaje">
          {selected ? (
            <MessageDetail key={selected} id={selected} onClose={() => open(null)} onChanged={changed} />
          ) : (
            <p className="admin-empty">Elige un mensaje para leerlo.</p>
          )}
        </section>
      </div>
    </Page>
  );
}
