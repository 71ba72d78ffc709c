/** What the person can do instead whenever the camera does not work. */
const TYPE_INSTEAD = 'Możesz wpisać numer GTIN ręcznie.';

/**
 * The Polish message for a camera that could not start, by the `DOMException` name `getUserMedia` rejected with
 * (or `Unsupported` when the page has no access to cameras at all: an old browser, or a page not served over HTTPS).
 */
export function cameraProblem(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : 'Unsupported';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return `Brak zgody na użycie aparatu. Zezwól tej stronie na dostęp do aparatu w ustawieniach przeglądarki i spróbuj ponownie. ${TYPE_INSTEAD}`;
    case 'NotFoundError':
    case 'OverconstrainedError':
      return `Nie znaleziono aparatu w tym urządzeniu. ${TYPE_INSTEAD}`;
    case 'NotReadableError':
    case 'AbortError':
      return `Aparat jest zajęty przez inną aplikację albo nie działa. Zamknij ją i spróbuj ponownie. ${TYPE_INSTEAD}`;
    case 'Unsupported':
      return `Ta przeglądarka nie udostępnia stronie aparatu. ${TYPE_INSTEAD}`;
    default:
      return `Nie udało się uruchomić aparatu. ${TYPE_INSTEAD}`;
  }
}

/** The reader itself (the barcode library) could not be loaded: the camera is fine, the connection is not. */
export const READER_PROBLEM = `Nie udało się wczytać czytnika kodów. Sprawdź połączenie z internetem i spróbuj ponownie. ${TYPE_INSTEAD}`;
