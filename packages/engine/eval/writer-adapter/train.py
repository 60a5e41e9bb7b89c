"""Trains the writer's LoRA adapter on the CPU (run by `npm run train:writer`, not by hand).

Reads the examples the TypeScript side built (one JSON object per line: system, prompt, answer),
fine-tunes a LoRA adapter over the base GGUF model's own weights (dequantised by transformers),
and saves it with the base model's config, ready for llama.cpp's converter. Deterministic: a fixed
seed, a fixed thread count and deterministic kernels, so a fresh run writes the same adapter.
"""

import argparse
import json
import math
import random
import sys
import time

import torch
from peft import LoraConfig, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer

IGNORED = -100


def chat(system: str, prompt: str) -> str:
    # SmolLM2's ChatML template, as node-llama-cpp renders it for a system and a user turn.
    return (
        f"<|im_start|>system\n{system}<|im_end|>\n"
        f"<|im_start|>user\n{prompt}<|im_end|>\n"
        f"<|im_start|>assistant\n"
    )


def encode(tokenizer, example, max_tokens):
    prompt_ids = tokenizer(chat(example["system"], example["prompt"]), add_special_tokens=False)["input_ids"]
    # The answer ends with <|im_end|>: the chat session stops there, so the model must learn to.
    answer_ids = tokenizer(example["answer"] + "<|im_end|>", add_special_tokens=False)["input_ids"]
    ids = prompt_ids + answer_ids
    if len(ids) > max_tokens:
        return None
    return ids, [IGNORED] * len(prompt_ids) + answer_ids


def batches(encoded, batch_size, rng):
    """Examples of similar length batched together (less padding), the batches in a seeded order."""
    order = sorted(range(len(encoded)), key=lambda i: (len(encoded[i][0]), i))
    groups = [order[i : i + batch_size] for i in range(0, len(order), batch_size)]
    rng.shuffle(groups)
    return groups


def collate(encoded, group, pad_id):
    width = max(len(encoded[i][0]) for i in group)
    ids = torch.full((len(group), width), pad_id, dtype=torch.long)
    labels = torch.full((len(group), width), IGNORED, dtype=torch.long)
    mask = torch.zeros((len(group), width), dtype=torch.long)
    for row, i in enumerate(group):
        tokens, targets = encoded[i]
        ids[row, : len(tokens)] = torch.tensor(tokens)
        labels[row, : len(targets)] = torch.tensor(targets)
        mask[row, : len(tokens)] = 1
    return ids, labels, mask


def mean_loss(model, encoded, batch_size, pad_id):
    model.eval()
    total, count = 0.0, 0
    with torch.no_grad():
        for start in range(0, len(encoded), batch_size):
            group = list(range(start, min(start + batch_size, len(encoded))))
            ids, labels, mask = collate(encoded, group, pad_id)
            tokens = int((labels[:, 1:] != IGNORED).sum())
            total += float(model(input_ids=ids, attention_mask=mask, labels=labels).loss) * tokens
            count += tokens
    model.train()
    return total / max(count, 1)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model-dir", required=True)
    parser.add_argument("--gguf-file", required=True)
    parser.add_argument("--train", required=True)
    parser.add_argument("--held-out", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--epochs", type=int, default=2)
    parser.add_argument("--batch-size", type=int, default=8)
    parser.add_argument("--learning-rate", type=float, default=3e-4)
    parser.add_argument("--rank", type=int, default=16)
    parser.add_argument("--max-tokens", type=int, default=512)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--held-out-stride", type=int, default=5)
    args = parser.parse_args()

    random.seed(args.seed)
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    torch.use_deterministic_algorithms(True)

    tokenizer = AutoTokenizer.from_pretrained(args.model_dir, gguf_file=args.gguf_file)
    model = AutoModelForCausalLM.from_pretrained(args.model_dir, gguf_file=args.gguf_file, dtype=torch.float32)
    pad_id = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else tokenizer.eos_token_id

    def load(path):
        examples = [json.loads(line) for line in open(path, encoding="utf-8") if line.strip()]
        encoded = [e for e in (encode(tokenizer, x, args.max_tokens) for x in examples) if e is not None]
        return encoded, len(examples) - len(encoded)

    train, too_long = load(args.train)
    held_out, held_out_too_long = load(args.held_out)
    # Every fifth held-out example: the loss is a check that training generalises, not a benchmark.
    held_out = held_out[:: args.held_out_stride]

    lora = LoraConfig(
        r=args.rank,
        lora_alpha=2 * args.rank,
        lora_dropout=0.0,
        target_modules=["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"],
        task_type="CAUSAL_LM",
    )
    model = get_peft_model(model, lora)
    model.train()
    trainable = [p for p in model.parameters() if p.requires_grad]
    optimizer = torch.optim.AdamW(trainable, lr=args.learning_rate, weight_decay=0.0)

    rng = random.Random(args.seed)
    plan = [batches(train, args.batch_size, rng) for _ in range(args.epochs)]
    steps = sum(len(epoch) for epoch in plan)
    warmup = max(1, steps // 20)

    def rate(step):
        if step < warmup:
            return (step + 1) / warmup
        progress = (step - warmup) / max(1, steps - warmup)
        return 0.1 + 0.9 * 0.5 * (1 + math.cos(math.pi * progress))

    scheduler = torch.optim.lr_scheduler.LambdaLR(optimizer, rate)
    held_out_before = mean_loss(model, held_out, args.batch_size, pad_id)
    log = []
    started = time.time()
    step = 0
    for epoch, groups in enumerate(plan):
        for group in groups:
            ids, labels, mask = collate(train, group, pad_id)
            loss = model(input_ids=ids, attention_mask=mask, labels=labels).loss
            loss.backward()
            torch.nn.utils.clip_grad_norm_(trainable, 1.0)
            optimizer.step()
            scheduler.step()
            optimizer.zero_grad()
            step += 1
            if step % 10 == 0 or step == steps:
                elapsed = time.time() - started
                log.append({"step": step, "epoch": epoch + 1, "loss": round(float(loss), 4)})
                print(
                    f"step {step}/{steps} epoch {epoch + 1} loss {float(loss):.3f} "
                    f"({elapsed / 60:.1f} min, ~{elapsed / step * (steps - step) / 60:.0f} min left)",
                    flush=True,
                )
    held_out_after = mean_loss(model, held_out, args.batch_size, pad_id)

    model.save_pretrained(args.out + "/adapter")
    # The converter reads the base model's architecture from a plain config (no GGUF quantisation).
    config = model.base_model.model.config.to_dict()
    config.pop("quantization_config", None)
    config["architectures"] = ["LlamaForCausalLM"]
    with open(args.out + "/base/config.json", "w", encoding="utf-8") as file:
        json.dump(config, file, indent=2)
    summary = {
        "train_examples": len(train),
        "train_examples_too_long": too_long,
        "held_out_examples_scored": len(held_out),
        "held_out_examples_too_long": held_out_too_long,
        "steps": steps,
        "held_out_loss_before": round(held_out_before, 4),
        "held_out_loss_after": round(held_out_after, 4),
        "minutes": round((time.time() - started) / 60, 1),
        "loss_log": log,
        "versions": {"torch": torch.__version__, "python": sys.version.split()[0]},
    }
    with open(args.out + "/summary.json", "w", encoding="utf-8") as file:
        json.dump(summary, file, indent=2)


if __name__ == "__main__":
    main()
