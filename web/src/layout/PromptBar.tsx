import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useSubmitPrompt } from '../flows/useSubmitPrompt';
import { useMediaQuery } from '../lib/useMediaQuery';

/**
 * The top bar's prompt (spec §2 "Top bar"): Enter submits, Shift+Enter starts a new line; Submit
 * does the same. Blank prompts are not sent.
 */
export function PromptBar() {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const submit = useSubmitPrompt();
  // A textarea cannot ellipsise its placeholder: phones get a shorter one that fits.
  const narrow = useMediaQuery('(max-width: 520px)');

  const send = async () => {
    const prompt = text.trim();
    if (!prompt || sending) return;
    setSending(true);
    try {
      if (await submit(prompt)) setText('');
    } finally {
      setSending(false);
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };

  return (
    <form className="prompt-bar" onSubmit={onSubmit} role="search" aria-label="Prompt">
      <textarea
        className="prompt-input"
        rows={1}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={narrow ? 'Your goal…' : 'What are you trying to achieve?'}
        aria-label="Prompt"
        maxLength={4000}
      />
      <button type="submit" className="button" disabled={sending || text.trim() === ''}>
        Submit
      </button>
    </form>
  );
}
