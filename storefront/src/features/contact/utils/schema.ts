import { z } from 'zod';
import { email, requiredText } from '@/lib/validation';

export const MESSAGE_MIN = 10;

/** Spec §5, Contact: name; email valid; message at least 10 characters. */
export const contactSchema = z.object({
  name: requiredText('Name is required.'),
  email: email(),
  message: requiredText('Message is required.').min(MESSAGE_MIN, `Message must be at least ${MESSAGE_MIN} characters.`),
});
export type ContactValues = z.infer<typeof contactSchema>;
