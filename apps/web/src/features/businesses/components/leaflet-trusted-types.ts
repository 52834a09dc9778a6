/**
 * The CSP requires Trusted Types for HTML sinks (decisions 002, 009), and Leaflet 1.9 writes one fixed string to
 * innerHTML as soon as it loads (its inline-SVG check, '<svg/>'). A default policy lets exactly the strings in
 * LEAFLET_HTML through and refuses anything else, so every other sink stays closed. The map turns off the controls
 * that would write more HTML (attribution, zoom) and draws the attribution itself.
 * Imported by the map before Leaflet, so it runs first; browsers without Trusted Types need nothing.
 */
type TrustedTypePolicyFactory = {
  defaultPolicy: unknown;
  createPolicy: (name: string, rules: { createHTML: (input: string) => string | null }) => unknown;
};

const LEAFLET_HTML = new Set(['<svg/>']);

const factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
if (factory && !factory.defaultPolicy) {
  factory.createPolicy('default', { createHTML: (input) => (LEAFLET_HTML.has(input) ? input : null) });
}
