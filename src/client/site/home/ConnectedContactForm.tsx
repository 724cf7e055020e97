import { ApiProvider } from '../../ApiProvider.tsx';
import { ContactForm } from './ContactForm.tsx';
import { useSendContactMessage } from './useSendContactMessage.ts';

type ConnectedContactFormProps = { initialMessage?: string };

function SendingContactForm({ initialMessage }: ConnectedContactFormProps) {
  const sendContactMessage = useSendContactMessage();
  return <ContactForm onSubmit={sendContactMessage} initialMessage={initialMessage} />;
}

/** The contact form wired to the server: a chunk of its own, with the form library, zod and the API client. */
export default function ConnectedContactForm({ initialMessage }: ConnectedContactFormProps) {
  return (
    <ApiProvider>
      <SendingContactForm initialMessage={initialMessage} />
    </ApiProvider>
  );
}
