// The REST API's reference page for developers of other clients (GET /api/docs): the OpenAPI document rendered on the
// server into one self-contained HTML page. No script (the site's CSP allows none inline) and nothing from elsewhere.
import type { OpenAPIV3_1 } from 'openapi-types';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** `code` spans from Markdown back-quotes; everything else is text. */
const prose = (text: string | undefined): string => (text ? escape(text).replace(/`([^`]+)`/g, '<code>$1</code>') : '');

const schemaBlock = (label: string, schema: unknown): string =>
  `<details><summary>${escape(label)}</summary><pre>${escape(JSON.stringify(schema, null, 2))}</pre></details>`;

function parameters(list: OpenAPIV3_1.ParameterObject[]): string {
  if (!list.length) return '';
  const rows = list
    .map((p) => `<tr><td><code>${escape(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td><code>${escape(JSON.stringify(p.schema ?? {}))}</code></td></tr>`)
    .join('');
  return `<table><thead><tr><th>parameter</th><th>in</th><th>required</th><th>schema</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function operation(method: string, path: string, op: OpenAPIV3_1.OperationObject): string {
  const body = op.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
  const bodies = body ? Object.entries(body.content).map(([type, media]) => schemaBlock(`request body: ${type}`, media.schema)) : [];
  const responses = Object.entries(op.responses ?? {}).map(([status, response]) => {
    const content = (response as OpenAPIV3_1.ResponseObject).content ?? {};
    const [type, media] = Object.entries(content)[0] ?? [];
    return type ? schemaBlock(`${status} ${type}`, media?.schema) : `<p>${escape(status)}</p>`;
  });
  const id = `${method}-${path}`.replace(/[^a-z0-9]+/gi, '-');
  return `<section id="${id}"><h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
${op.description ? `<p>${prose(op.description)}</p>` : ''}${parameters((op.parameters ?? []) as OpenAPIV3_1.ParameterObject[])}${bodies.join('')}${responses.join('')}</section>`;
}

export function renderApiReference(document: OpenAPIV3_1.Document): string {
  const groups = new Map<string, string[]>();
  const index: string[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'other';
      if (!groups.has(tag)) groups.set(tag, []);
      groups.get(tag)!.push(operation(method, path, op));
      index.push(`<li><a href="#${`${method}-${path}`.replace(/[^a-z0-9]+/gi, '-')}">${method.toUpperCase()} ${escape(path)}</a></li>`);
    }
  }
  const sections = [...groups].map(([tag, ops]) => `<h2>${escape(tag)}</h2>${ops.join('\n')}`).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)} — reference</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem 1.5rem;color:#0B1F3A}
h1,h2{color:#0B1F3A}h2{border-bottom:2px solid #F57E25;text-transform:capitalize;margin-top:2.5rem}
section{border:1px solid #dde3ea;border-radius:8px;padding:.25rem 1rem;margin:1rem 0}
code,pre{font:14px/1.4 ui-monospace,monospace}pre{background:#f3f5f8;padding:.75rem;overflow:auto;border-radius:6px}
.m{display:inline-block;min-width:4.5rem;text-align:center;border-radius:4px;color:#fff;font-size:14px;padding:0 .4rem}
.get{background:#0066B3}.post{background:#2e7d32}.put{background:#8a5a00}.delete{background:#b00020}.patch{background:#555}
table{border-collapse:collapse;margin:.5rem 0}td,th{border:1px solid #dde3ea;padding:.2rem .5rem;text-align:left}
summary{cursor:pointer;margin:.25rem 0}a{color:#0066B3}ul.index{columns:2}
</style></head><body>
<h1>${escape(document.info.title)} <small>${escape(document.info.version)}</small></h1>
<p>${prose(document.info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escape(document.openapi)}).</p>
<ul class="index">${index.join('')}</ul>
${sections}
</body></html>`;
}
