"""An aggregate's seed, committed to at creation and revealed at its end (docs/FORMAT.md).

The seed (the creator's, else SEED_BITS random bits) and a fresh salt stay in the store's secret
hash; the creation event carries only seed_commitment(salt, seed). Every draw derives from both, so
nobody can predict them while the aggregate runs and anyone can re-derive them once it is over.
A game's secret adds its rng seed (shared.store.chain.rng_seed) to these two.
"""

from __future__ import annotations

from dataclasses import dataclass

from shared.app.aggregates import entropy
from shared.store.chain import seed_commitment

SEED_BITS = 128
SALT_BYTES = 16


@dataclass(frozen=True)
class SealedSeed:
    seed: int
    salt: str

    @classmethod
    def draw(cls, seed: int | None = None) -> SealedSeed:
        """The given seed (else a random one, drawn first) with a fresh salt."""
        seed = entropy.bits(SEED_BITS) if seed is None else seed
        return cls(seed, entropy.hex_digits(SALT_BYTES))

    @classmethod
    def from_secret(cls, secret: dict[str, str]) -> SealedSeed:
        return cls(int(secret["seed"]), secret["salt"])

    @property
    def commitment(self) -> str:
        return seed_commitment(self.salt, self.seed)

    def secret(self) -> dict[str, str]:
        """As the store's secret hash holds it (and as the end event reveals it)."""
        return {"seed": str(self.seed), "salt": self.salt}

    def rng_source(self) -> str:
        return f"{self.salt}:{self.seed}"
