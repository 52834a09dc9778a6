import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import type { Operation } from '@akwaaba/contracts';

const OPERATIONS_FILE = /[\\/]packages[\\/]contracts[\\/]src[\\/][^\\/]+\.operations\.ts$/;

/** What the browser needs of an operation to call it: all but its zod schemas, which the API holds it to. */
function callable({ params: _params, query: _query, body: _body, responses: _responses, ...rest }: Operation) {
  return rest;
}

/**
 * The browser's copy of the contracts' operations (docs/decisions/028-operations-declared-once.md), built from the
 * declarations themselves: their methods, paths and ids without the schemas they name, so a page that calls the API
 * and has no form loads neither zod nor the schemas chunk. The web's types still come from the declarations (tsc
 * reads the source); the server's render keeps them whole.
 */
export function operationsWithoutSchemas(): Plugin {
  return {
    name: 'akwaaba-operations-without-schemas',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      if (!OPERATIONS_FILE.test(id)) return null;
      const declared = (await tsImport(id, import.meta.url)) as Record<string, Record<string, Operation>>;
      // The groups of operations; a helper that declares them (approvalOperations) stays on the server's side.
      return Object.entries(declared)
        .filter(([, group]) => typeof group === 'object')
        .map(([name, group]) => {
          const ops = Object.fromEntries(Object.entries(group).map(([key, operation]) => [key, callable(operation)]));
          return `export const ${name} = ${JSON.stringify(ops)};`;
        })
        .join('\n');
    },
  };
}
