import { useNavigation } from 'react-router-dom';
import { SpinnerOverlay } from '../../components/ui/SpinnerOverlay';
import { useAppBusy } from '../busy';

/** Shown while a route chunk loads (router navigation) and while app-level mutations run. */
export function GlobalSpinner() {
  const navigation = useNavigation();
  const busy = useAppBusy();
  if (navigation.state === 'idle' && !busy) return null;
  return <SpinnerOverlay />;
}
