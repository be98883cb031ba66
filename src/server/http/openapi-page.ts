/**
 * /api/docs: the OpenAPI document as one readable HTML page, rendered here on the server. No script
 * runs in it (the shop's CSP allows only our own scripts, and this page needs none) and nothing is
 * fetched from elsewhere, so it works offline and under the same CSP as the shop.
 */

type Json = Record<string, unknown>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const MAX_DEPTH = 5;

function esc(text: unknown): string {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function asJson(value: unknown): Json {
  return value && typeof value === 'object' ? (value as Json) : {};
}

/** A one-line name of a schema's type: `string`, `integer 1–100`, `"asc" | "desc"`, `Category`. */
function typeName(schema: Json): string {
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop() ?? schema.$ref;
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const alternatives = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (Array.isArray(alternatives)) return alternatives.map((s) => typeName(asJson(s))).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : String(schema.type ?? 'any');
  if (type === 'array') return `array of ${typeName(asJson(schema.items))}`;
  const limits: string[] = [];
  if (schema.minLength !== undefined || schema.maxLength !== undefined)
    limits.push(`${schema.minLength ?? 0}–${schema.maxLength ?? ''} chars`);
  if (schema.minimum !== undefined || schema.maximum !== undefined)
    limits.push(`${schema.minimum ?? ''}–${schema.maximum ?? ''}`);
  if (typeof schema.format === 'string') limits.push(schema.format);
  if (typeof schema.pattern === 'string') limits.push(`/${schema.pattern}/`);
  return limits.length ? `${type} (${limits.join(', ')})` : type;
}

/** An object's fields (and those of objects inside it) as nested lists. */
function fields(schema: Json, depth: number): string {
  const target = schema.type === 'array' ? asJson(schema.items) : schema.anyOf ? {} : schema;
  const properties = asJson(target.properties);
  const names = Object.keys(properties);
  if (names.length === 0 || depth > MAX_DEPTH) return '';
  const required = new Set(Array.isArray(target.required) ? (target.required as string[]) : []);
  const items = names.map((name) => {
    const property = asJson(properties[name]);
    const optional = required.has(name) ? '' : ' <span class="opt">optional</span>';
    const about = property.description ? ` – ${esc(property.description)}` : '';
    return `<li><code>${esc(name)}</code>: <span class="type">${esc(typeName(property))}</span>${optional}${about}${fields(property, depth + 1)}</li>`;
  });
  return `<ul>${items.join('')}</ul>`;
}

function schemaBlock(schema: unknown): string {
  const s = asJson(schema);
  return `<div class="schema"><span class="type">${esc(typeName(s))}</span>${fields(s, 1)}</div>`;
}

function operationHtml(method: string, path: string, op: Json): string {
  const parameters = (op.parameters as Json[] | undefined) ?? [];
  const params = parameters.length
    ? `<h4>Parameters</h4><ul>${parameters
        .map(
          (p) =>
            `<li><code>${esc(p.name)}</code> (${esc(p.in)}${p.required ? ', required' : ''}): <span class="type">${esc(typeName(asJson(p.schema)))}</span></li>`,
        )
        .join('')}</ul>`
    : '';
  const body = asJson(asJson(asJson(op.requestBody).content)['application/json']).schema;
  const request = body ? `<h4>Request body</h4>${schemaBlock(body)}` : '';
  const responses = Object.entries(asJson(op.responses))
    .map(([status, answer]) => {
      const a = asJson(answer);
      const content = asJson(a.content);
      const first = Object.values(content)[0];
      const schema = first ? schemaBlock(asJson(first).schema) : '';
      return `<li><strong>${esc(status)}</strong> ${esc(a.description ?? '')}${schema}</li>`;
    })
    .join('');
  const id = `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-');
  return `<section class="op" id="${esc(id)}"><h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${esc(path)}</code></h3>${
    op.summary ? `<p>${esc(op.summary)}</p>` : ''
  }${params}${request}<h4>Responses</h4><ul>${responses}</ul></section>`;
}

export function renderApiDocsPage(document: unknown): string {
  const doc = asJson(document);
  const info = asJson(doc.info);
  const byTag = new Map<string, string[]>();
  const index = new Map<string, string[]>();
  for (const [path, item] of Object.entries(asJson(doc.paths))) {
    for (const method of METHODS) {
      const op = asJson(asJson(item)[method]);
      if (Object.keys(op).length === 0) continue;
      const tag = Array.isArray(op.tags) && op.tags[0] ? String(op.tags[0]) : 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op)]);
      const id = `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-');
      index.set(tag, [
        ...(index.get(tag) ?? []),
        `<li><a href="#${esc(id)}">${method.toUpperCase()} ${esc(path)}</a></li>`,
      ]);
    }
  }
  const tags = [...byTag.keys()].sort();
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(info.title)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1a1a1a}
code{font:13px ui-monospace,monospace;background:#f3f3f3;padding:0 .2em}
.op{border-top:1px solid #ddd;padding:.5rem 0}.op h3{margin:.3rem 0;font-size:1rem}
.method{display:inline-block;min-width:3.5rem;font:bold 12px monospace;color:#fff;background:#555;padding:.1rem .3rem;border-radius:3px;text-align:center}
.get{background:#1f6f43}.post{background:#1d4f91}.delete{background:#a12d2d}.put,.patch{background:#7a5a00}
.type{color:#6b3fa0}.opt{color:#666;font-size:12px}h4{margin:.4rem 0 .1rem;font-size:.9rem}
ul{margin:.1rem 0;padding-left:1.2rem}nav ul{columns:2}
</style></head><body>
<h1>${esc(info.title)} <small>${esc(info.version)}</small></h1>
<p>${esc(info.description ?? '')}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${esc(doc.openapi)}).</p>
<nav>${tags.map((tag) => `<h2>${esc(tag)}</h2><ul>${(index.get(tag) ?? []).join('')}</ul>`).join('')}</nav>
${tags.map((tag) => `<h2>${esc(tag)}</h2>${(byTag.get(tag) ?? []).join('')}`).join('\n')}
</body></html>`;
}
