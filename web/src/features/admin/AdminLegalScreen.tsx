/**
 * /admin/legal («Legal», docs/legal.md): the shop's identity (LSSI art. 10) and every legal text (the four
 * pages and the model withdrawal form), each editable, with whether the cooperative's lawyer reviewed it.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LEGAL_PAGE_INFO, isLegalPageId, type LegalTextId } from '../../../../shared/constants/legal.js';
import type { LegalText } from '../../../../shared/contracts/legal/entities.js';
import { ListState } from '../../components/ListState';
import { Page } from '../../components/Page';
import { useSession } from '../../lib/session/session-context';
import { LegalIdentityForm } from './LegalIdentityForm';
import { LegalTextEditor } from './LegalTextEditor';
import { useLegalTexts } from './legal-api';
import './admin.css';
import { AdminCard } from './AdminCard';

export default function AdminLegalScreen() {
  const { user: me } = useSession();
  const legal = useLegalTexts(me?.id);
  const [chosen, setChosen] = useState<LegalTextId>('aviso-legal');
  const replaceText = (text: LegalText) =>
    void legal.mutate(
      (current) =>
        current && { ...current, texts: current.texts.map((entry) => (entry.id === text.id ? text : entry)) },
      { revalidate: false },
    );
  return (
    <Page
      title="Legal"
      lead="Los datos que identifican a la tienda y los textos legales que ven los clientes."
      className="admin-page admin-legal"
    >
      <ListState
        data={legal.data}
        query={legal}
        errorTitle="No se pudieron cargar los textos legales."
        loadingView={<p role="status">Cargando los textos legales...</p>}
      >
        {(answer) => {
          const text = answer.texts.find((entry) => entry.id === chosen) ?? answer.texts[0];
          const pending = answer.texts.filter((entry) => !entry.reviewed);
          return (
            <>
              <AdminCard title="Datos de la tienda">
                <p className="note">
                  Se muestran en el <Link to={LEGAL_PAGE_INFO['aviso-legal'].path}>aviso legal</Link> y
                  rellenan todos los textos.
                </p>
                <LegalIdentityForm
                  legal={answer.legal}
                  onSaved={(saved) =>
                    void legal.mutate((current) => current && { ...current, legal: saved }, {
                      revalidate: false,
                    })
                  }
                />
              </AdminCard>
              <AdminCard title="Textos legales">
                {pending.length > 0 ? (
                  <p className="note tone-warning" data-testid="legal-pending">
                    Pendientes de revisión por el abogado de la cooperativa:{' '}
                    {pending.map((entry) => entry.title).join(', ')}.
                  </p>
                ) : null}
                <div className="field">
                  <label htmlFor="legal-text-choice">Texto</label>
                  <select
                    id="legal-text-choice"
                    value={text?.id}
                    onChange={(event) => setChosen(event.target.value as LegalTextId)}
                  >
                    {answer.texts.map((entry) => (
                      <option key={entry.id} value={entry.id}>
                        {entry.title}
                        {entry.reviewed ? '' : ' (pendiente de revisión)'}
                      </option>
                    ))}
                  </select>
                </div>
                {text && isLegalPageId(text.id) ? (
                  <p className="note">
                    Se publica en{' '}
                    <Link to={LEGAL_PAGE_INFO[text.id].path}>{LEGAL_PAGE_INFO[text.id].path}</Link>.
                  </p>
                ) : text ? (
                  <p className="note">
                    Va en cada correo de confirmación de pedido y en la página de desistimiento.
                  </p>
                ) : null}
                {text ? <LegalTextEditor text={text} legal={answer.legal} onSaved={replaceText} /> : null}
              </AdminCard>
            </>
          );
        }}
      </ListState>
    </Page>
  );
}
