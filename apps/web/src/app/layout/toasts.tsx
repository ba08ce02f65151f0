import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';

/**
 * The toast container with its styles, in a chunk of its own that loads after the first render
 * (root-layout). react-toastify keeps toasts raised before a container exists and shows them once
 * it mounts, so nothing is lost while it loads.
 */
export function Toasts() {
  return <ToastContainer pauseOnFocusLoss={false} position="bottom-center" />;
}
