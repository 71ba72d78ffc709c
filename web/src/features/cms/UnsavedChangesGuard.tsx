import { Button, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { Modal } from '../../components/ui/Modal';

/**
 * While `dirty`, leaving the page asks first: a link or Back within the app opens a confirmation dialog (react-router's
 * blocker), closing or reloading the tab gets the browser's own question (`beforeunload`).
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const stay = () => blocker.reset?.();
  return (
    <Modal
      open={blocker.state === 'blocked'}
      onClose={stay}
      role="alertdialog"
      title="Niezapisane zmiany"
      footer={
        <>
          <Button variant="outline" onClick={stay}>
            Zostań na stronie
          </Button>
          <Button colorPalette="red" onClick={() => blocker.proceed?.()}>
            Wyjdź bez zapisywania
          </Button>
        </>
      }
    >
      <Text>Treść strony ma zmiany, które nie zostały zapisane. Jeśli wyjdziesz, zostaną utracone.</Text>
    </Modal>
  );
}
