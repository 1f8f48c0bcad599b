import { AppDatabase } from './schema';

/** The app's one IndexedDB database. */
export const db = new AppDatabase();
