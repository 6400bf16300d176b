/**
 * /desistimiento: the withdrawal function (Directive 2011/83 art. 11a; TRLGDCU arts. 102-108; docs/legal.md),
 * reachable from the footer and from each order that may be withdrawn from (`?pedido=<id>`). Two steps: choose
 * the order and its lines (those that may not be withdrawn from say why), then confirm with «Confirmar
 * desistimiento». The acknowledgement is e-mailed at once. Signed out, the page says how to sign in or send the
 * model form; only a consumer account withdraws.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { LEGAL_PAGE_INFO } from '../../../../shared/constants/legal-pages.js';
import type { Order } from '../../../../shared/contracts/orders/entities.js';
import type { Withdrawal } from '../../../../shared/contracts/withdrawals/entities.js';
import { WITHDRAWAL_MESSAGES, WITHDRAWAL_UI } from '../../../../shared/messages/legal.js';
import { FieldError, FormAlert } from '../../components/forms/Fields';
import { Notice } from '../../components/LoadError';
import { Page } from '../../components/Page';
import { Spinner } from '../../components/Spinner';
import { WithdrawalList } from '../../components/WithdrawalList';
import { errorMessage } from '../../lib/api/errors';
import { formatDate, formatPrice } from '../../lib/format';
import { orderReference } from '../../lib/order-status';
import { useSession } from '../../lib/session/session-context';
import { sendWithdrawal, useAfterWithdrawal, useOrderLines, useRecentOrders, useShopIdentity } from './api';
import { buildRequest, lineChoices, refundByTransfer, refundOf, type LineChoice } from './withdrawal-form';
import './withdrawal.css';
import { RefundIbanField } from '../../components/RefundIbanField';
import { BusyButton } from '../../components/BusyButton';

const DESCRIPTION =
  'Desiste de una compra en 14 días desde que la recibes, sin dar razones: elige el pedido y los productos y confirma. Te enviamos el acuse de recibo al momento.';

export default function WithdrawalScreen() {
  const { isAuthenticated, role, user } = useSession();
  return (
    <Page
      title="Desistir del contrato"
      description={DESCRIPTION}
      narrow
      className="withdrawal-page"
      lead="Tienes 14 días naturales desde que recibes tu pedido para desistir de la compra, sin dar ninguna razón."
    >
      <p>
        Elige el pedido y los productos, y confirma: te enviamos el acuse de recibo por correo electrónico en
        ese momento. Te devolvemos lo que pagaste por ellos y su parte del envío ordinario en 14 días como
        máximo. La fruta fresca y los productos precintados que hayas abierto no se pueden devolver: cada
        producto lo indica. <Link to={LEGAL_PAGE_INFO.condiciones.path}>Condiciones de compra</Link>
      </p>
      {!isAuthenticated ? (
        <SignInFirst />
      ) : role !== 'consumer' ? (
        <Notice title="Solo una cuenta de cliente puede desistir de sus compras." role="note" />
      ) : (
        <WithdrawalFunction userId={user?.id} />
      )}
    </Page>
  );
}

function ModelFormNote() {
  const { data } = useShopIdentity();
  const email = data?.legal.configured ? data.legal.email : null;
  return (
    <p className="withdrawal-page__alt">
      También puedes enviarnos el formulario de desistimiento del correo de confirmación de tu pedido
      {email ? ` a ${email}` : ''}, o cualquier otra declaración clara de que desistes.
    </p>
  );
}

function SignInFirst() {
  const { pathname, search } = useLocation();
  return (
    <div className="card card--lg withdrawal-card">
      <h2 className="withdrawal-card__title">Entra con la cuenta con la que compraste</h2>
      <p>Así vemos tus pedidos y los productos de los que puedes desistir.</p>
      <div className="actions">
        <Link
          to={`/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`}
          className="btn btn--primary"
        >
          Iniciar sesión
        </Link>
      </div>
      <ModelFormNote />
    </div>
  );
}

type Step = 'choose' | 'confirm' | 'done';

function WithdrawalFunction({ userId }: { userId: string | undefined }) {
  const [params, setParams] = useSearchParams();
  const orderId = params.get('pedido');
  const orders = useRecentOrders(userId);
  const detail = useOrderLines(orderId, userId);
  const [step, setStep] = useState<Step>('choose');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [reason, setReason] = useState('');
  const [iban, setIban] = useState('');
  const [problem, setProblem] = useState<{ field: 'lines' | 'iban' | null; message: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<Withdrawal | null>(null);
  const refresh = useAfterWithdrawal();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    setChosen(new Set());
    setProblem(null);
    setStep('choose');
  }, [orderId]);
  useEffect(() => {
    headingRef.current?.focus();
  }, [step]);

  const order = detail.data?.order;
  const choices = order ? lineChoices(order, new Date()) : [];
  const choose = (id: string) => setParams({ pedido: id }, { replace: true });

  const submit = async () => {
    if (!order) return;
    const built = buildRequest(chosen, reason, iban);
    if (!built.ok) return;
    setSending(true);
    setProblem(null);
    try {
      const answer = await sendWithdrawal(order.id, built.body);
      setDone(answer.data.withdrawal);
      setStep('done');
      refresh();
    } catch (error) {
      setProblem({ field: null, message: errorMessage(error) });
      setStep('choose');
    } finally {
      setSending(false);
    }
  };

  if (step === 'done' && done && order) {
    return (
      <StepCard step="done" title={WITHDRAWAL_MESSAGES.requested} headingRef={headingRef}>
        <WithdrawalList withdrawals={[done]} />
        <p>
          Si ya tienes los productos, envíalos o entrégalos a la finca en los 14 días siguientes (el acuse de
          recibo te dice dónde). Si aún no te han llegado, no tienes que hacer nada.
        </p>
        <div className="actions">
          <Link to={`/orders/${order.id}`} className="btn btn--primary">
            Ver el pedido {orderReference(order.id)}
          </Link>
        </div>
      </StepCard>
    );
  }

  if (step === 'confirm' && order) {
    const lines = choices.filter((line) => chosen.has(line.id));
    return (
      <StepCard step="confirm" title="2. Confirma tu desistimiento" headingRef={headingRef}>
        <p>
          Desistes del contrato de compra de estos productos del pedido{' '}
          <strong>{orderReference(order.id)}</strong> del {formatDate(order.createdAt)}:
        </p>
        <ul className="withdrawal-card__lines">
          {lines.map((line) => (
            <li key={line.id} className="user-text">
              {line.quantity} × {line.name}
            </li>
          ))}
        </ul>
        <p>
          Te devolveremos <strong>{formatPrice(refundOf(choices, chosen))}</strong>
          {refundByTransfer(order)
            ? iban.trim()
              ? ' por transferencia a la cuenta que has indicado'
              : ' por transferencia'
            : ' a tu tarjeta'}
          , en 14 días como máximo.
        </p>
        {reason.trim() ? <p className="user-text">Motivo: {reason.trim()}</p> : null}
        <FormAlert message={problem?.message} />
        <div className="actions">
          <BusyButton
            className="btn btn--primary"
            onClick={() => void submit()}
            busy={sending}
            busyLabel="Enviando..."
          >
            {WITHDRAWAL_UI.confirm}
          </BusyButton>
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => setStep('choose')}
            disabled={sending}
          >
            Volver y cambiarlo
          </button>
        </div>
      </StepCard>
    );
  }

  return (
    <ChooseStep
      headingRef={headingRef}
      orders={orders.data?.orders}
      ordersError={orders.error}
      order={order}
      orderLoading={orderId !== null && detail.isLoading}
      orderError={detail.error}
      orderId={orderId}
      onOrder={choose}
      choices={choices}
      chosen={chosen}
      onChosen={(next) => {
        setChosen(next);
        // A line chosen answers «Elige al menos un producto»: the message goes.
        if (problem?.field === 'lines' && next.size > 0) setProblem(null);
      }}
      reason={reason}
      onReason={setReason}
      iban={iban}
      onIban={setIban}
      problem={problem}
      onContinue={() => {
        const built = buildRequest(chosen, reason, iban);
        if (!built.ok) {
          setProblem({ field: built.field, message: built.message });
          return;
        }
        setProblem(null);
        setStep('confirm');
      }}
    />
  );
}

interface ChooseStepProps {
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  orders: Omit<Order, 'productOrders'>[] | undefined;
  ordersError: unknown;
  order: Order | undefined;
  orderLoading: boolean;
  orderError: unknown;
  orderId: string | null;
  onOrder: (id: string) => void;
  choices: LineChoice[];
  chosen: Set<string>;
  onChosen: (chosen: Set<string>) => void;
  reason: string;
  onReason: (reason: string) => void;
  iban: string;
  onIban: (iban: string) => void;
  problem: { field: 'lines' | 'iban' | null; message: string } | null;
  onContinue: () => void;
}

/** A step of the withdrawal: a card named by its heading, which takes the focus when the step opens. */
function StepCard({
  step,
  title,
  headingRef,
  children,
}: {
  step: 'choose' | 'confirm' | 'done';
  title: string;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      className="card card--lg withdrawal-card"
      aria-labelledby={titleId}
      data-testid={`withdrawal-${step}`}
    >
      <h2 id={titleId} className="withdrawal-card__title" tabIndex={-1} ref={headingRef}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function ChooseStep(props: ChooseStepProps) {
  const id = useId();
  const { orders, order, choices, chosen } = props;
  const candidates = (orders ?? []).filter((entry) => entry.status !== 'cancelled');
  const listed =
    props.orderId && !candidates.some((entry) => entry.id === props.orderId) && order
      ? [order, ...candidates]
      : candidates;
  const toggle = (lineId: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(lineId);
    else next.delete(lineId);
    props.onChosen(next);
  };
  const open = choices.filter((line) => !line.refusal);
  return (
    <StepCard step="choose" title="1. Elige el pedido y los productos" headingRef={props.headingRef}>
      {props.problem && props.problem.field === null ? <FormAlert message={props.problem.message} /> : null}
      {orders === undefined && !props.ordersError ? <Spinner label="Cargando tus pedidos..." /> : null}
      {props.ordersError ? <FormAlert message={errorMessage(props.ordersError)} /> : null}
      {orders !== undefined && listed.length === 0 ? <p>No tienes pedidos de los que desistir.</p> : null}
      {listed.length > 0 ? (
        <fieldset className="form-group withdrawal-card__group">
          <legend className="withdrawal-card__legend">Pedido</legend>
          {listed.map((entry) => (
            <label key={entry.id} className="withdrawal-choice" htmlFor={`${id}-order-${entry.id}`}>
              <input
                id={`${id}-order-${entry.id}`}
                type="radio"
                name={`${id}-order`}
                checked={props.orderId === entry.id}
                onChange={() => props.onOrder(entry.id)}
              />
              <span>
                <strong>Pedido {orderReference(entry.id)}</strong> del {formatDate(entry.createdAt)} ·{' '}
                {formatPrice(entry.totalPrice)}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {props.orderLoading ? <Spinner label="Cargando el pedido..." /> : null}
      {props.orderError ? <FormAlert message={errorMessage(props.orderError)} /> : null}
      {order ? (
        <>
          <fieldset
            className="form-group withdrawal-card__group"
            aria-describedby={props.problem?.field === 'lines' ? `${id}-lines-error` : undefined}
            aria-invalid={props.problem?.field === 'lines' ? true : undefined}
          >
            <legend className="withdrawal-card__legend">Productos de los que desistes</legend>
            {choices.map((line) => (
              <label key={line.id} className="withdrawal-choice" htmlFor={`${id}-line-${line.id}`}>
                <input
                  id={`${id}-line-${line.id}`}
                  type="checkbox"
                  checked={chosen.has(line.id)}
                  disabled={line.refusal !== null}
                  onChange={(event) => toggle(line.id, event.target.checked)}
                  aria-describedby={line.refusal ? `${id}-line-${line.id}-why` : undefined}
                />
                <span>
                  <span className="user-text">
                    {line.quantity} × {line.name}
                  </span>
                  {line.refusal ? (
                    <span id={`${id}-line-${line.id}-why`} className="withdrawal-choice__why">
                      {line.refusal}
                    </span>
                  ) : null}
                </span>
              </label>
            ))}
            <FieldError
              id={`${id}-lines-error`}
              message={props.problem?.field === 'lines' ? props.problem.message : null}
            />
          </fieldset>
          {open.length > 0 ? (
            <>
              <div className="field">
                <label htmlFor={`${id}-reason`}>
                  Motivo <span className="field__optional">(opcional)</span>
                </label>
                <textarea
                  id={`${id}-reason`}
                  rows={2}
                  maxLength={500}
                  value={props.reason}
                  onChange={(event) => props.onReason(event.target.value)}
                />
              </div>
              {refundByTransfer(order) ? (
                <RefundIbanField
                  id={`${id}-iban`}
                  value={props.iban}
                  onChange={props.onIban}
                  hint="Pagaste por transferencia o contra entrega: te devolvemos el dinero a esta cuenta (se guarda en tu perfil)."
                  error={props.problem?.field === 'iban' ? props.problem.message : null}
                />
              ) : null}
              <div className="actions">
                <button type="button" className="btn btn--primary" onClick={props.onContinue}>
                  Continuar
                </button>
              </div>
            </>
          ) : (
            <p>De este pedido no queda ningún producto del que puedas desistir.</p>
          )}
        </>
      ) : null}
      <ModelFormNote />
    </StepCard>
  );
}
