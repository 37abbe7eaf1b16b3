export declare const chromiumPath: () => string;
export declare const findChromium: () => string | undefined;
export declare const CHROMIUM_FLAGS: readonly string[];
export declare const HEADLESS_SHELL: string;
export declare const browserTestChromium: () => string;
