export declare const DEVANAGARI_FONT_MODES: readonly ['installed', 'absent'];
/** Writes a fontconfig file for a test browser (pass it as FONTCONFIG_FILE) and returns its path. */
export declare function devanagariFontconfig(mode: 'installed' | 'absent', root?: string): string;
