/**
 * The `coin` module as `pactjs contract-generate --contract coin` declares it in a reader's project, so that
 * documentation examples using `Pact.modules.coin` type-check. Only the public functions and capabilities.
 */
import type { PactReference } from '@kadena/client';
import type { ICap, IPactDecimal } from '@kadena/types';

type Decimal = IPactDecimal | PactReference;
type Text = string | PactReference;
type Guard = PactReference | object;

interface CoinCapabilities {
  (name: 'coin.GAS'): ICap;
  (name: 'coin.TRANSFER', sender: string, receiver: string, amount: IPactDecimal): ICap;
  (name: 'coin.TRANSFER_XCHAIN', sender: string, receiver: string, amount: IPactDecimal, targetChain: string): ICap;
  (name: 'coin.ROTATE', account: string): ICap;
  (name: 'coin.DEBIT', sender: string): ICap;
  (name: 'coin.CREDIT', receiver: string): ICap;
  (name: string, ...args: unknown[]): ICap;
}

type Call<T> = string & { capability: CoinCapabilities; returnType: T };

declare module '@kadena/client' {
  interface IPactModules {
    coin: {
      transfer: (sender: Text, receiver: Text, amount: Decimal) => Call<string>;
      'transfer-create': (sender: Text, receiver: Text, receiverGuard: Guard, amount: Decimal) => Call<string>;
      'transfer-crosschain': (sender: Text, receiver: Text, receiverGuard: Guard, targetChain: Text, amount: Decimal) => Call<string>;
      'get-balance': (account: Text) => Call<IPactDecimal>;
      details: (account: Text) => Call<object>;
      'create-account': (account: Text, guard: Guard) => Call<string>;
      rotate: (account: Text, newGuard: Guard) => Call<string>;
    };
  }
}
