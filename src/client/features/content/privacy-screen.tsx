// Screen not built yet: its issue replaces this file. The route renders the shell with an empty main area.
export default function PrivacyScreen() {
  return null;
}
