import { Notifications } from '@mantine/notifications';

/** The toast host itself, a lazy chunk of app.tsx (with Mantine's transitions and portal). */
export function ToastHostView() {
  // Bottom centre: clear of the header menus and of the back-to-top button.
  return <Notifications position="bottom-center" zIndex={1000} />;
}
