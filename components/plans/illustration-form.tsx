'use client';

import { useRef, type FormEvent, type ReactNode } from 'react';
import { illustrationMessage, type IllustrationWords } from '@/lib/illustration';

type IllustrationFormProps = {
  /** https://wa.me/<digits>. */
  action: string;
  /** The message sent as it is without JavaScript: the plan or plans named. */
  message: string;
  words: IllustrationWords;
  className?: string;
  /** The figure fields (each `data-figure`: age, amount, term) and the button, drawn by the server. */
  children: ReactNode;
};

/**
 * The request for LIC's benefit illustration: a GET form to the owner's WhatsApp address whose one named
 * field, `text`, is the message. As it is sent, this writes the figures typed into that message (and, on
 * the comparison, the plans ticked now, read from the address); without JavaScript the message names
 * the plan and the figures are typed in the chat. Nothing is stored and nothing is computed.
 */
export function IllustrationForm({ action, message, words, className, children }: IllustrationFormProps) {
  const text = useRef<HTMLInputElement>(null);
  const write = (event: FormEvent<HTMLFormElement>) => {
    const figure = (name: string) => event.currentTarget.querySelector<HTMLInputElement>(`[data-figure="${name}"]`)?.value;
    if (text.current)
      text.current.value = illustrationMessage(
        words,
        { age: figure('age'), amount: figure('amount'), term: figure('term') },
        window.location.search,
      );
  };
  return (
    <form action={action} method="get" target="_blank" rel="noopener noreferrer" onSubmit={write} className={className}>
      <input ref={text} type="hidden" name="text" defaultValue={message} />
      {children}
    </form>
  );
}
