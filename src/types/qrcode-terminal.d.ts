// qrcode-terminal ships no types: the encoder inside it that `umpire serve` uses
// (src/serve/qr.ts draws its matrix as SVG and as terminal text).
declare module 'qrcode-terminal/vendor/QRCode/index.js' {
  class QRCode {
    constructor(typeNumber: number, errorCorrectLevel: number);
    addData(data: string): void;
    make(): void;
    getModuleCount(): number;
    modules: (boolean | null)[][];
  }
  export default QRCode;
}
declare module 'qrcode-terminal/vendor/QRCode/QRErrorCorrectLevel.js' {
  const levels: { L: number; M: number; Q: number; H: number };
  export default levels;
}
