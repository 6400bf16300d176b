import { BROWSER_STORAGE } from '../../../../shared/constants/browser-storage.js';

/** What the shop stores in this browser, from the one list the web's storage is checked against. */
export function BrowserStorageList() {
  return (
    <section className="legal-storage" aria-labelledby="legal-storage-title">
      <h2 id="legal-storage-title">Lo que guardamos en tu navegador</h2>
      <p>
        Ninguna cookie. Estas son todas las entradas del almacenamiento local de tu navegador que puede crear
        la tienda:
      </p>
      <dl className="legal-storage__list">
        {BROWSER_STORAGE.map((entry) => (
          <div key={entry.key} className="legal-storage__entry">
            <dt>
              <code>{entry.key}</code>
            </dt>
            <dd>
              {entry.purpose} <span className="legal-storage__lasts">{entry.lasts}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
