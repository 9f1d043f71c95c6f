/** Sends one text message; resolves once the gateway accepted it, rejects otherwise. */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}
