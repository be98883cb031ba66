import { type Static, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

const text = (description: string) => Type.String({ minLength: 1, description });

/**
 * What a real shop must set itself: the demo's defaults (localhost links, the outbox folder instead of
 * mail, a made-up bank account and e-mail address) would be wrong for customers. Checked only with
 * NODE_ENV=production; the demo keeps its defaults.
 */
export const ProductionEnvSchema = Type.Object({
  PUBLIC_URL: Type.String({
    pattern: '^https?://[^\\s/]+',
    description: "the shop's public address, e.g. https://motopont.hu (links in e-mails)",
  }),
  SMTP_URL: Type.String({
    pattern: '^smtps?://[^\\s]+',
    description: 'the mail server, e.g. smtp://user:pass@mail.example.hu:587',
  }),
  SHOP_EMAIL: Type.String({
    pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
    description: "the shop's e-mail address (sender of e-mails, receives order notices)",
  }),
  SHOP_BANK_HOLDER: text('the bank account holder printed for transfers'),
  SHOP_BANK_NAME: text('the name of the bank'),
  SHOP_BANK_ACCOUNT: text('the bank account number customers transfer to'),
});
export type ProductionEnv = Static<typeof ProductionEnvSchema>;

/**
 * Every production variable that is missing or malformed, one line each (`NAME: what it is`), so an
 * operator fixes them all at once; empty when the environment is complete or not production.
 */
export function productionEnvProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const given = Object.fromEntries(
    Object.keys(ProductionEnvSchema.properties).flatMap((name) =>
      env[name] ? [[name, env[name]]] : [],
    ),
  );
  const problems = new Map<string, string>();
  for (const error of Value.Errors(ProductionEnvSchema, given)) {
    const name = error.path.replace(/^\//, '');
    const property = ProductionEnvSchema.properties[name as keyof ProductionEnv];
    if (!property || problems.has(name)) continue;
    problems.set(
      name,
      `${name}: ${given[name] === undefined ? 'missing' : 'not valid'} – ${property.description}`,
    );
  }
  return Object.keys(ProductionEnvSchema.properties).flatMap((name) => {
    const problem = problems.get(name);
    return problem ? [problem] : [];
  });
}

export class ProductionEnvError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `NODE_ENV=production needs these environment variables (README, "Configuration"):\n${problems
        .map((p) => `  - ${p}`)
        .join('\n')}`,
    );
    this.name = 'ProductionEnvError';
  }
}
