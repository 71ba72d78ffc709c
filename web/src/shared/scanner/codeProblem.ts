/** Why a QR code or a DataMatrix the camera read leads to no product card. */
export type CodeProblem = 'linkCheckDigit' | 'checkDigit' | 'malformedLink' | 'noGtin';

/** The camera stays on: the pack may carry another code that does lead to the product. */
const POINT_ELSEWHERE = 'Skieruj aparat na inny kod z opakowania.';

/** The Polish message for a symbol's problem, naming the symbol: there may be several in the camera's picture. */
export function codeProblem(problem: CodeProblem, format: string): string {
  const symbol = format === 'qr_code' ? 'Ten kod QR' : 'Ten kod DataMatrix';
  switch (problem) {
    case 'linkCheckDigit':
      return `${symbol} zawiera link GS1 Digital Link z błędną cyfrą kontrolną numeru GTIN, więc nie wskazuje żadnego produktu. ${POINT_ELSEWHERE}`;
    case 'checkDigit':
      return `${symbol} zawiera numer GTIN z błędną cyfrą kontrolną, więc nie wskazuje żadnego produktu. ${POINT_ELSEWHERE}`;
    case 'malformedLink':
      return `${symbol} zawiera link GS1 Digital Link niezgodny ze standardem GS1, więc nie da się odczytać z niego numeru GTIN. ${POINT_ELSEWHERE}`;
    case 'noGtin':
      return `${symbol} nie zawiera numeru GTIN produktu ani linku GS1 Digital Link z takim numerem. ${POINT_ELSEWHERE}`;
  }
}
