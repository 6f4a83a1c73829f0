/**
 * The few runtime globals the shared helpers use, present in every runtime we target (browsers and
 * Node >= 16). Declared here so the package stays free of DOM and Node typings.
 */
declare function atob(data: string): string;
declare function btoa(data: string): string;
declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
declare class TextDecoder {
  decode(input?: Uint8Array): string;
}
declare const crypto: {
  subtle: { digest(algorithm: string, data: Uint8Array): Promise<ArrayBuffer> };
  getRandomValues<T extends Uint8Array>(array: T): T;
};
