/** Values every server process must share (the anti-forgery HMAC key), kept in the database. */
export interface ServerSettingsTable {
  name: string;
  value: string;
}
