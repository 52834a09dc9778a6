// Feature boundaries, enforced on every import however it is spelled: relative ('../../events/api/x'),
// aliased ('@/features/events/api/x'), re-exported or dynamic. The specifier is resolved against the
// importing file, so the rule knows which feature folder each side lives in (a pattern on the text cannot).
import path from 'node:path';

/**
 * Options (paths relative to the directory ESLint runs in):
 * - featuresDir: the folder whose subfolders are features ('apps/web/src/features', 'apps/api/src/modules').
 * - alias: import prefixes and the folders they stand for ({ '@/': 'apps/web/src/' }).
 * - restrictedFiles: a regular expression on the imported file's name; only those files are closed to other
 *   features (all files when absent).
 * - allowTypeImports: `import type` of another feature's closed file is allowed (types are erased; the value
 *   is handed in by the composition root).
 * - sharedMayImportFrom: folders outside the features that may import them (the composition root). When given,
 *   every other file outside the features may not import a feature at all.
 */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Features do not import each other; they meet in the composition root.' },
    schema: [
      {
        type: 'object',
        properties: {
          featuresDir: { type: 'string' },
          alias: { type: 'object', additionalProperties: { type: 'string' } },
          restrictedFiles: { type: 'string' },
          allowTypeImports: { type: 'boolean' },
          sharedMayImportFrom: { type: 'array', items: { type: 'string' } },
        },
        required: ['featuresDir'],
        additionalProperties: false,
      },
    ],
    messages: {
      otherFeature:
        "'{{source}}' is part of the '{{target}}' feature; '{{feature}}' may not import it. Compose features in the composition root, or move shared code to lib/.",
      sharedImportsFeature:
        "'{{source}}' is part of the '{{target}}' feature; shared code may not import features (imports flow shared → features → app).",
      typeOnly: "Use `import type` for '{{source}}': only its types may cross into '{{feature}}'.",
    },
  },
  create(context) {
    const options = context.options[0];
    const cwd = context.cwd;
    const featuresDir = path.resolve(cwd, options.featuresDir);
    const aliases = Object.entries(options.alias ?? {});
    const restricted = options.restrictedFiles ? new RegExp(options.restrictedFiles) : null;
    const composition = options.sharedMayImportFrom?.map((dir) => path.resolve(cwd, dir));
    const filename = path.resolve(cwd, context.filename);

    /** The feature a file belongs to: the first folder under featuresDir (files directly in it belong to none). */
    function featureOf(file) {
      const parts = path.relative(featuresDir, file).split(path.sep);
      return parts.length > 1 && parts[0] !== '..' && !path.isAbsolute(parts[0]) ? parts[0] : null;
    }

    function resolve(specifier) {
      if (specifier.startsWith('.')) return path.resolve(path.dirname(filename), specifier);
      for (const [prefix, dir] of aliases) {
        if (specifier.startsWith(prefix)) return path.resolve(cwd, dir, specifier.slice(prefix.length));
      }
      return null; // a package
    }

    const feature = featureOf(filename);
    const isInside = (dir) => filename === dir || filename.startsWith(dir + path.sep);
    const sharedRestricted = feature === null && composition !== undefined && !composition.some(isInside);
    if (feature === null && !sharedRestricted) return {};

    function check(node, sourceNode, typeOnly) {
      if (!sourceNode || typeof sourceNode.value !== 'string') return;
      const target = resolve(sourceNode.value);
      if (!target) return;
      const targetFeature = featureOf(target);
      if (targetFeature === null || targetFeature === feature) return;
      const data = { source: sourceNode.value, target: targetFeature, feature };
      if (sharedRestricted) {
        context.report({ node, messageId: 'sharedImportsFeature', data });
        return;
      }
      if (restricted && !restricted.test(path.basename(target))) return;
      if (typeOnly && options.allowTypeImports) return;
      const onlyTypesNamed =
        options.allowTypeImports &&
        node.specifiers?.length > 0 &&
        node.specifiers.every((specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type');
      context.report({ node, messageId: onlyTypesNamed ? 'typeOnly' : 'otherFeature', data });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source, node.importKind === 'type'),
      ExportNamedDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null, false),
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
