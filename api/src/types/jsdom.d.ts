/**
 * The part of jsdom the SVG sanitiser uses. jsdom ships no type declarations and `@types/jsdom` is not a dependency;
 * the window it returns implements the DOM interfaces of TypeScript's `DOM` library.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { contentType?: string });
    readonly window: Window & typeof globalThis;
  }
}
