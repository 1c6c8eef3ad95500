import { Navigate } from 'react-router';
import { rootLocale } from '../lib/locale';
import { STORAGE_KEYS, readStorage } from '../lib/storage';

/** `/` → the stored locale when it is en or ro, otherwise Romanian (spec §2). */
export function RootRedirect() {
  return <Navigate to={`/${rootLocale(readStorage(STORAGE_KEYS.locale))}`} replace />;
}
