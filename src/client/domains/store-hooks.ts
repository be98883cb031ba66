import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from '@client/app/store';

/**
 * The store's typed hooks and types for everything below app/: domains and features read the store
 * through these, never by importing app/ (ESLint allows domains a type import of app/, features none).
 */
export type { AppDispatch, RootState };

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
