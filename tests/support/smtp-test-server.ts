import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** An email as the test SMTP server received it: the envelope's recipients and the parsed message. */
export interface ReceivedEmail {
  to: string[];
  mail: ParsedMail;
}

export interface SmtpTestServer {
  url: string;
  received: ReceivedEmail[];
  /** Answers the next `count` messages with this SMTP reply code (451 "try later", say) instead of taking them. */
  refuseNext(count: number, code: number): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server on this machine for the tests: it takes every message (no sign-in, no TLS), parses it and keeps
 * it, unless told to refuse the next few. On `port`, or any free one.
 */
export async function startSmtpTestServer(port = 0): Promise<SmtpTestServer> {
  const received: ReceivedEmail[] = [];
  let refusals: { count: number; code: number } = { count: 0, code: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals.count > 0) {
          refusals = { ...refusals, count: refusals.count - 1 };
          const error = Object.assign(new Error('Try again later'), { responseCode: refusals.code });
          callback(error);
          return;
        }
        simpleParser(Buffer.concat(chunks))
          .then((mail) => {
            received.push({ to: session.envelope.rcptTo.map((r) => r.address), mail });
            callback();
          })
          .catch(callback);
      });
    },
  });
  // A sender killed mid-message (the fault scenarios do it) resets its connection: the server goes on serving others.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const listening = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    received,
    refuseNext(count, code) {
      refusals = { count, code };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
