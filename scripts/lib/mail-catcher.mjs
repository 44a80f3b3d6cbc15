// Local mail catcher: an SMTP server (smtp-server) that keeps every message it receives in memory,
// and a small inbox on HTTP. `npm start` and `npm test` start it and point the functions' SMTP
// sender at it (SMTP_HOST/SMTP_PORT), so mail goes through the production code path and stays here.
//   GET    /                       the inbox (pt-BR page, newest first)
//   GET    /mensagens/<id>         one message: headers, HTML (sandboxed) and text
//   GET    /api/messages?to=addr   JSON: every message (or those to one address), oldest first
//   GET    /api/messages/<id>      JSON: one message; /api/messages/<id>/raw its source
//   DELETE /api/messages           empties the inbox
//   POST   /api/control            {"reject": [addr], "tempFail": [addr]}: RCPT of those addresses
//                                  answers 550 (permanent) or 451 (temporary) until changed
//   GET    /api/stats              { received, rejected }
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';

const MAX_MESSAGES = 2000;
const esc = (value) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

function inboxPage(messages) {
  const rows = [...messages]
    .reverse()
    .map(
      (m) =>
        `<tr><td>${esc(new Date(m.receivedAt).toLocaleString('pt-BR'))}</td><td>${esc(m.to.join(', '))}</td><td><a href="/mensagens/${m.id}">${esc(m.subject || '(sem assunto)')}</a></td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Caixa de emails local · Pauta</title>
<meta http-equiv="refresh" content="5"><style>body{font-family:system-ui,sans-serif;margin:24px;color:#1a1b1e}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e9ecef;padding:6px 8px;text-align:left}a{color:#5f3dc4}</style></head>
<body><h1>Caixa de emails local</h1><p>Tudo o que as funções enviam em <code>npm start</code> e <code>npm test</code> chega aqui; nada sai desta máquina. ${messages.length} mensagem(ns). <a href="/api/messages">JSON</a></p>
${messages.length ? `<table><thead><tr><th>Recebida</th><th>Para</th><th>Assunto</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>Nenhuma mensagem ainda.</p>'}</body></html>`;
}

function messagePage(m) {
  // The subject is the heading (decoded); the table shows every other header as received.
  const headers = Object.entries(m.headers)
    .filter(([k]) => k !== 'subject')
    .map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`)
    .join('');
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${esc(m.subject)} · Caixa de emails local</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;color:#1a1b1e}table{border-collapse:collapse}td,th{border-bottom:1px solid #e9ecef;padding:4px 8px;text-align:left;vertical-align:top;font-size:13px;word-break:break-all}iframe{width:100%;height:70vh;border:1px solid #ced4da}pre{white-space:pre-wrap;background:#f8f9fa;padding:12px}a{color:#5f3dc4}</style></head>
<body><p><a href="/">← Caixa de emails</a> · <a href="/api/messages/${m.id}/raw">Código-fonte</a></p><h1>${esc(m.subject)}</h1>
<table>${headers}</table><h2>HTML</h2><iframe sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${esc(m.html ?? '')}" title="Corpo HTML"></iframe>
<h2>Texto</h2><pre>${esc(m.text ?? '')}</pre></body></html>`;
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

/**
 * @param {{ smtpPort?: number, httpPort?: number, log?: (line: string) => void }} [options]
 */
export async function startMailCatcher({ smtpPort = 0, httpPort = 0, log = () => {} } = {}) {
  /** @type {any[]} */
  const messages = [];
  let nextId = 1;
  let rejected = 0;
  let reject = new Set();
  let tempFail = new Set();

  const smtp = new SMTPServer({
    banner: 'Pauta: caixa de emails local',
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    size: 10 * 1024 * 1024,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'local' });
    },
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      const fail = (code, text) => {
        rejected += 1;
        callback(Object.assign(new Error(text), { responseCode: code }));
      };
      if (reject.has(to)) return fail(550, 'Caixa postal inexistente (caixa local)');
      if (tempFail.has(to)) return fail(451, 'Tente mais tarde (caixa local)');
      callback();
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', async () => {
        try {
          const raw = Buffer.concat(chunks);
          const parsed = await PostalMime.parse(raw);
          const headers = {};
          for (const h of parsed.headers) if (!(h.key in headers)) headers[h.key] = h.value;
          messages.push({
            id: String(nextId++),
            receivedAt: new Date().toISOString(),
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
            },
            from: parsed.from?.address ?? '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            headers,
            text: parsed.text ?? '',
            html: parsed.html ?? '',
            raw: raw.toString('utf8'),
          });
          if (messages.length > MAX_MESSAGES) messages.splice(0, messages.length - MAX_MESSAGES);
          callback();
        } catch (error) {
          callback(error);
        }
      });
    },
  });
  smtp.on('error', (error) => log(`caixa de emails: erro SMTP: ${error.message}`));

  const http = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://catcher');
    const send = (status, type, body) => {
      res.writeHead(status, { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'no-store' });
      res.end(body);
    };
    const json = (status, value) => send(status, 'application/json', JSON.stringify(value));
    const byId = (id) => messages.find((m) => m.id === id);
    const path = url.pathname.replace(/\/+$/, '') || '/';
    try {
      if (path === '/' && req.method === 'GET') return send(200, 'text/html', inboxPage(messages));
      if (path === '/api/stats') return json(200, { received: messages.length, rejected });
      if (path === '/api/control' && req.method === 'POST') {
        const body = JSON.parse((await readBody(req)) || '{}');
        reject = new Set((body.reject ?? []).map((a) => String(a).toLowerCase()));
        tempFail = new Set((body.tempFail ?? []).map((a) => String(a).toLowerCase()));
        return json(200, { reject: [...reject], tempFail: [...tempFail] });
      }
      if (path === '/api/messages' && req.method === 'DELETE') {
        messages.length = 0;
        return json(200, { deleted: true });
      }
      if (path === '/api/messages' && req.method === 'GET') {
        const to = url.searchParams.get('to')?.toLowerCase();
        const list = to ? messages.filter((m) => m.to.includes(to)) : messages;
        return json(
          200,
          list.map(({ raw: _raw, ...m }) => m),
        );
      }
      const one = path.match(/^\/api\/messages\/([^/]+)(\/raw)?$/);
      if (one && req.method === 'GET') {
        const m = byId(one[1]);
        if (!m) return json(404, { error: 'mensagem não encontrada' });
        if (one[2]) return send(200, 'text/plain', m.raw);
        const { raw: _raw, ...rest } = m;
        return json(200, rest);
      }
      const page = path.match(/^\/mensagens\/([^/]+)$/);
      if (page && req.method === 'GET') {
        const m = byId(page[1]);
        return m ? send(200, 'text/html', messagePage(m)) : send(404, 'text/plain', 'Mensagem não encontrada');
      }
      send(404, 'text/plain', 'Not Found');
    } catch (error) {
      send(400, 'text/plain', String(error));
    }
  });

  const listen = (server, port) =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () =>
        resolve(/** @type {import('node:net').AddressInfo} */ (server.address()).port),
      );
    });
  const boundSmtp = await new Promise((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(smtpPort, '127.0.0.1', () => {
      smtp.off('error', reject);
      resolve(/** @type {import('node:net').AddressInfo} */ (smtp.server.address()).port);
    });
  });
  let boundHttp;
  try {
    boundHttp = await listen(http, httpPort);
  } catch (error) {
    await new Promise((r) => smtp.close(() => r()));
    throw error;
  }
  const url = `http://127.0.0.1:${boundHttp}`;
  log(`Emails: caixa de emails local em ${url} (SMTP 127.0.0.1:${boundSmtp})`);
  return {
    url,
    smtpPort: boundSmtp,
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(boundSmtp),
      SMTP_SECURE: 'false',
      NEWSLETTER_FROM: 'Pauta <newsletter@pauta.dev>',
      PAUTA_MAIL_CATCHER_URL: url,
    },
    output: [],
    messages: () => messages,
    clear: () => void (messages.length = 0),
    /** @param {{ reject?: string[], tempFail?: string[] }} failures */
    setFailures: (failures) => {
      reject = new Set((failures.reject ?? []).map((a) => a.toLowerCase()));
      tempFail = new Set((failures.tempFail ?? []).map((a) => a.toLowerCase()));
    },
    stop: () =>
      Promise.all([
        new Promise((r) => smtp.close(() => r())),
        new Promise((r) => {
          http.closeAllConnections?.();
          http.close(() => r());
        }),
      ]).then(() => {}),
  };
}
