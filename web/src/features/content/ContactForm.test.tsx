import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../../../../shared/messages/validation.js';
import { jsonResponse, renderRoutes, stubFetch } from '../../test/utils';
import { ContactForm } from './ContactForm';

function renderForm() {
  return renderRoutes([{ path: '/', element: <ContactForm /> }]);
}

const field = (label: string) => screen.getByLabelText(label);

async function fill(values: Partial<Record<'Nombre' | 'Email' | 'Asunto' | 'Mensaje', string>>) {
  for (const [label, value] of Object.entries(values)) {
    await userEvent.clear(field(label));
    if (value) await userEvent.type(field(label), value);
  }
}

describe('ContactForm', () => {
  it('has a label for every field', () => {
    renderForm();
    for (const label of ['Nombre', 'Email', 'Asunto', 'Mensaje']) expect(field(label)).toBeInTheDocument();
    expect(field('Mensaje').tagName).toBe('TEXTAREA');
  });

  it("shows the schema's Spanish messages, marks the fields invalid and describes them", async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    // Limited fields are also described by their counter.
    const expected = {
      Nombre: `${VALIDATION_MESSAGES.nameRequired} Te quedan 100 caracteres`,
      Email: VALIDATION_MESSAGES.emailRequired,
      Asunto: `${VALIDATION_MESSAGES.subjectRequired} Te quedan 200 caracteres`,
      Mensaje: `${VALIDATION_MESSAGES.messageRequired} Te quedan 5000 caracteres`,
    };
    for (const [label, message] of Object.entries(expected)) {
      const input = field(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(message);
    }
    expect(screen.getByText('El nombre es requerido')).toBeInTheDocument();
    expect(field('Nombre')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the e-mail format, and updates the messages while typing after a first attempt', async () => {
    stubFetch(() => jsonResponse({}));
    renderForm();
    await fill({ Nombre: 'Lucía', Email: 'lucia@', Asunto: 'Hola', Mensaje: '   ' });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(field('Email')).toHaveAccessibleDescription('El formato del email no es válido');
    expect(field('Mensaje')).toHaveAccessibleDescription(/^El mensaje es requerido/);
    expect(field('Nombre')).not.toHaveAttribute('aria-invalid');
    await userEvent.type(field('Email'), 'example.es');
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
    expect(field('Email')).not.toHaveAttribute('aria-describedby');
  });

  it('counts the characters left and refuses a message past its limit at once, without cutting it', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    renderForm();
    await userEvent.type(field('Asunto'), 'Hola');
    expect(field('Asunto')).toHaveAccessibleDescription('Te quedan 196 caracteres');
    await userEvent.clear(field('Asunto'));
    await userEvent.click(field('Asunto'));
    await userEvent.paste('a'.repeat(203));
    expect(field('Asunto')).toHaveValue('a'.repeat(203));
    expect(field('Asunto')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Asunto')).toHaveAccessibleDescription(
      'El asunto no puede superar los 200 caracteres Te sobran 3 caracteres',
    );
    await fill({ Nombre: 'Lucía', Email: 'lucia@example.es', Mensaje: 'Hola' });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field('Asunto')).toHaveFocus();
  });

  it('sends POST /v1/notifications/contact and shows the server message', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse({
        status: { code: 'SUCCESS', message: 'OK' },
        data: { message: 'Mensaje recibido. ¡Gracias!' },
      }),
    );
    renderForm();
    await fill({ Nombre: 'Lucía', Email: 'Lucia@Example.es', Asunto: 'Pedido', Mensaje: 'Hola, una duda.' });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('Mensaje recibido. ¡Gracias!')).toBeInTheDocument();
    expect(screen.getByText('Mensaje recibido. ¡Gracias!').closest('[role="status"]')).not.toBeNull();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/v1/notifications/contact');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Lucía',
      email: 'lucia@example.es',
      subject: 'Pedido',
      message: 'Hola, una duda.',
    });
    // The form gives way to a confirmation that takes the focus; writing again starts from an empty form.
    const confirmation = await screen.findByRole('heading', { name: '¡Gracias, Lucía!' });
    expect(confirmation.closest('[role="status"]')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Escribir otro mensaje' }));
    await waitFor(() => expect(field('Nombre')).toHaveValue(''));
  });

  it('sends the hidden honeypot field only when something filled it, and keeps it out of reach', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse(
        { status: { code: 'SUCCESS', message: 'OK' }, data: { message: 'Mensaje enviado.' } },
        201,
      ),
    );
    renderForm();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    await fill({ Nombre: 'Bot', Email: 'bot@example.es', Asunto: 'Oferta', Mensaje: 'Compra ya' });
    await userEvent.type(trap as HTMLInputElement, 'http://spam.test');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    await screen.findByText('Mensaje enviado.', { selector: 'p' });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      website: 'http://spam.test',
    });
  });

  it('shows an error toast with the error message and the server field errors', async () => {
    stubFetch(() =>
      jsonResponse(
        {
          status: { code: 'INVALID_EMAIL_FORMAT', message: 'El formato del email no es válido' },
          errors: [{ field: 'email', message: 'El formato del email no es válido' }],
        },
        422,
      ),
    );
    renderForm();
    await fill({ Nombre: 'Lucía', Email: 'lucia@example.es', Asunto: 'Pedido', Mensaje: 'Hola' });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('El formato del email no es válido');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Nombre')).toHaveValue('Lucía');
    expect(field('Mensaje')).toHaveValue('Hola');
  });

  it('keeps what was typed when the server refuses for too many attempts', async () => {
    stubFetch(() =>
      jsonResponse(
        {
          status: {
            code: 'RATE_LIMITED',
            message: 'Demasiados intentos. Espera un momento antes de reintentar.',
          },
        },
        429,
      ),
    );
    renderForm();
    await fill({ Nombre: 'Lucía', Email: 'lucia@example.es', Asunto: 'Pedido', Mensaje: 'Hola otra vez' });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiados intentos. Espera un momento antes de reintentar.',
    );
    expect(field('Mensaje')).toHaveValue('Hola otra vez');
    expect(field('Asunto')).toHaveValue('Pedido');
  });

  it('says so when the service is not reachable', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    renderForm();
    await fill({ Nombre: 'Lucía', Email: 'lucia@example.es', Asunto: 'Pedido', Mensaje: 'Hola' });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo conectar con el servidor. Verifica tu conexión a internet.',
    );
  });
});
