/* The writer's chain link in one call (issue 32): an event's canonical body written around the JCS bytes of its
 * data and command, its nonce and its link hash, and the stored payload. The same bytes as the Python path of
 * shared.store.chain.encode_command (tests/platform/test_chainlink.py compares the two on generated input); that
 * path stays the definition, and the verifiers never use this module.
 *
 * Why C: per bot decision the Python path spent ~47k instructions around ~21k of SHA-256 compression (the
 * envelope's serialisation, three hashlib objects and their EVP contexts, the nonce's string, the payload's
 * formatting). Hashing is OpenSSL's (the low-level SHA-256 of libcrypto, which Python's hashlib wraps too).
 *
 * Anything this module does not write byte for byte as JCS returns None and the caller takes the Python path: a
 * scalar that is not a str, None or an integer JCS carries exactly; a string holding anything but printable ASCII
 * other than '"' and '\\'; data or command bytes that are not ASCII or hold "null" or a digit followed by '.', 'e'
 * or 'E' (a float or NaN in orjson's output; a string holding one only takes the slower path). */

#define PY_SSIZE_T_CLEAN
#define OPENSSL_SUPPRESS_DEPRECATED /* SHA256_Init and friends: the plain context we copy for HMAC's pads */
#include <Python.h>
#include <openssl/sha.h>
#include <string.h>

#define MAX_SAFE_INTEGER 9007199254740991LL /* 2**53 - 1: the largest integer JCS carries exactly */
#define MAX_NONCE_ID 256 /* a longer game id (none is: ids are 32 hex digits) takes the Python path */

typedef struct {
    SHA256_CTX inner; /* SHA-256 state after the key's inner pad block */
    SHA256_CTX outer; /* after the outer pad block */
} Pads;

/* Bytes a string scalar may hold as written (printable ASCII but '"' and '\\'), and bytes of orjson's output
 * that need a closer look in plain_json ('n' of null, the digits). */
static unsigned char plain_string_byte[128];
static unsigned char closer_look[256];

static void init_tables(void) {
    for (int c = 0x20; c < 0x7f; c++)
        plain_string_byte[c] = c != '"' && c != '\\';
    for (int c = 0x80; c < 0x100; c++)
        closer_look[c] = 1;
    closer_look['n'] = 1;
    for (int c = '0'; c <= '9'; c++)
        closer_look[c] = 1;
}

/* A decimal integer's digits, as "%lld" writes them; returns their count. */
static int decimal(long long number, char *out) {
    char digits[24];
    int count = 0;
    unsigned long long magnitude = number < 0 ? 0ULL - (unsigned long long)number : (unsigned long long)number;
    do {
        digits[count++] = (char)('0' + magnitude % 10);
        magnitude /= 10;
    } while (magnitude);
    int length = 0;
    if (number < 0)
        out[length++] = '-';
    while (count)
        out[length++] = digits[--count];
    return length;
}

typedef struct {
    char *data;
    Py_ssize_t length;
    Py_ssize_t capacity;
} Buffer;

static int buffer_reserve(Buffer *buffer, Py_ssize_t more) {
    if (buffer->length + more <= buffer->capacity)
        return 0;
    Py_ssize_t capacity = (buffer->capacity + more) * 2;
    char *grown = PyMem_Realloc(buffer->data, capacity);
    if (grown == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    buffer->data = grown;
    buffer->capacity = capacity;
    return 0;
}

static int buffer_add(Buffer *buffer, const char *bytes, Py_ssize_t length) {
    if (buffer_reserve(buffer, length) < 0)
        return -1;
    memcpy(buffer->data + buffer->length, bytes, length);
    buffer->length += length;
    return 0;
}

#define ADD_LITERAL(buffer, text) buffer_add((buffer), (text), (Py_ssize_t)(sizeof(text) - 1))

/* 1 written, 0 not JCS as this module writes it (the caller falls back), -1 a Python error */
static int add_scalar(Buffer *buffer, PyObject *value) {
    if (value == Py_None)
        return ADD_LITERAL(buffer, "null") < 0 ? -1 : 1;
    if (PyLong_CheckExact(value)) {
        int overflow = 0;
        long long number = PyLong_AsLongLongAndOverflow(value, &overflow);
        if (number == -1 && PyErr_Occurred())
            return -1;
        if (overflow || number > MAX_SAFE_INTEGER || number < -MAX_SAFE_INTEGER)
            return 0;
        char text[24];
        return buffer_add(buffer, text, decimal(number, text)) < 0 ? -1 : 1;
    }
    if (PyUnicode_CheckExact(value)) {
        if (!PyUnicode_IS_ASCII(value))
            return 0;
        const char *text = (const char *)PyUnicode_DATA(value);
        Py_ssize_t length = PyUnicode_GET_LENGTH(value);
        for (Py_ssize_t i = 0; i < length; i++) {
            if (!plain_string_byte[(unsigned char)text[i]])
                return 0; /* JCS escapes it (or it is DEL): the reference path writes it */
        }
        if (buffer_reserve(buffer, length + 2) < 0)
            return -1;
        buffer->data[buffer->length++] = '"';
        memcpy(buffer->data + buffer->length, text, length);
        buffer->length += length;
        buffer->data[buffer->length++] = '"';
        return 1;
    }
    return 0;
}

/* Whether orjson's bytes of a value are its JCS bytes, by the same test as chain._jcs_fragment. */
static int plain_json(const char *bytes, Py_ssize_t length) {
    for (Py_ssize_t i = 0; i < length; i++) {
        unsigned char c = (unsigned char)bytes[i];
        if (!closer_look[c])
            continue;
        if (c >= 0x80)
            return 0;
        if (c == 'n' && i + 3 < length && bytes[i + 1] == 'u' && bytes[i + 2] == 'l' && bytes[i + 3] == 'l')
            return 0;
        if (c >= '0' && c <= '9' && i + 1 < length) {
            char next = bytes[i + 1];
            if (next == '.' || next == 'e' || next == 'E')
                return 0;
        }
    }
    return 1;
}

static void hex_of(const unsigned char *digest, char *out) {
    static const char digits[] = "0123456789abcdef";
    for (int i = 0; i < 32; i++) {
        out[2 * i] = digits[digest[i] >> 4];
        out[2 * i + 1] = digits[digest[i] & 15];
    }
}

/* Whether bytes are two SHA-256 states as hmac_pads writes them: the states are copied into OpenSSL's context as
 * they are, and a block offset out of range would make SHA256_Update write past its block. */
static int valid_pads(PyObject *pads_bytes) {
    if (!PyBytes_Check(pads_bytes) || PyBytes_GET_SIZE(pads_bytes) != sizeof(Pads))
        return 0;
    const Pads *state = (const Pads *)PyBytes_AS_STRING(pads_bytes);
    return state->inner.num < SHA256_CBLOCK && state->outer.num < SHA256_CBLOCK &&
           state->inner.md_len == SHA256_DIGEST_LENGTH && state->outer.md_len == SHA256_DIGEST_LENGTH;
}

/* pads(key: bytes) -> bytes: HMAC-SHA256's inner and outer states after the key's padded blocks (RFC 2104). */
static PyObject *hmac_pads(PyObject *module, PyObject *key) {
    if (!PyBytes_Check(key)) {
        PyErr_SetString(PyExc_TypeError, "pads() takes the chain key's bytes");
        return NULL;
    }
    unsigned char block[SHA256_CBLOCK] = {0};
    const unsigned char *bytes = (const unsigned char *)PyBytes_AS_STRING(key);
    Py_ssize_t length = PyBytes_GET_SIZE(key);
    if (length > SHA256_CBLOCK)
        SHA256(bytes, length, block);
    else
        memcpy(block, bytes, length);
    Pads state;
    unsigned char pad[SHA256_CBLOCK];
    for (int i = 0; i < SHA256_CBLOCK; i++)
        pad[i] = block[i] ^ 0x36;
    SHA256_Init(&state.inner);
    SHA256_Update(&state.inner, pad, SHA256_CBLOCK);
    for (int i = 0; i < SHA256_CBLOCK; i++)
        pad[i] = block[i] ^ 0x5c;
    SHA256_Init(&state.outer);
    SHA256_Update(&state.outer, pad, SHA256_CBLOCK);
    return PyBytes_FromStringAndSize((const char *)&state, sizeof state);
}

/* link(pads, prev_hash, actor, command_json, command_id, data_json, game_id, signature, time, type, v, version)
 *   -> (payload: bytes, hash: str) | None
 * pads: from pads(), or None for a chain without a key (no nonce); command_json: the command's JCS bytes on the
 * event that carries it, else None (no "command" key); signature: None for no "signature" key. */
static PyObject *chain_link(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 12) {
        PyErr_SetString(PyExc_TypeError, "link() takes 12 arguments");
        return NULL;
    }
    PyObject *pads_bytes = args[0], *prev_hash = args[1], *actor = args[2], *command_json = args[3],
             *command_id = args[4], *data_json = args[5], *game_id = args[6], *signature = args[7],
             *time = args[8], *kind = args[9], *v = args[10], *version = args[11];
    if (!PyBytes_Check(data_json) || (command_json != Py_None && !PyBytes_Check(command_json)))
        Py_RETURN_NONE;
    /* Hashed as it is below: a str of ASCII (the envelope's writing of it would also take None or an integer). */
    if (!PyUnicode_CheckExact(prev_hash) || !PyUnicode_IS_ASCII(prev_hash))
        Py_RETURN_NONE;
    if (pads_bytes != Py_None && !valid_pads(pads_bytes))
        Py_RETURN_NONE;
    if (!plain_json(PyBytes_AS_STRING(data_json), PyBytes_GET_SIZE(data_json)))
        Py_RETURN_NONE;
    if (command_json != Py_None && !plain_json(PyBytes_AS_STRING(command_json), PyBytes_GET_SIZE(command_json)))
        Py_RETURN_NONE;

    Buffer body = {NULL, 0, 0};
    PyObject *result = NULL;
    int written = 1;
    if (buffer_reserve(&body, 512 + PyBytes_GET_SIZE(data_json)) < 0)
        goto done;
    /* The envelope's keys in JCS order (code points: every key is ASCII). */
#define SCALAR(literal, value)                                                                                      \
    if (ADD_LITERAL(&body, literal) < 0 || (written = add_scalar(&body, (value))) <= 0)                             \
        goto done;
    SCALAR("{\"actor\":", actor)
    if (command_json != Py_None) {
        if (ADD_LITERAL(&body, ",\"command\":") < 0 ||
            buffer_add(&body, PyBytes_AS_STRING(command_json), PyBytes_GET_SIZE(command_json)) < 0)
            goto done;
    }
    SCALAR(",\"command_id\":", command_id)
    if (ADD_LITERAL(&body, ",\"data\":") < 0 ||
        buffer_add(&body, PyBytes_AS_STRING(data_json), PyBytes_GET_SIZE(data_json)) < 0)
        goto done;
    SCALAR(",\"game_id\":", game_id)
    SCALAR(",\"prev_hash\":", prev_hash)
    if (signature != Py_None) {
        SCALAR(",\"signature\":", signature)
    }
    SCALAR(",\"time\":", time)
    SCALAR(",\"type\":", kind)
    SCALAR(",\"v\":", v)
    SCALAR(",\"version\":", version)
#undef SCALAR
    if (ADD_LITERAL(&body, "}") < 0)
        goto done;

    /* The nonce: hex(HMAC-SHA256(chain key, "game_id:version")), as chain.chain_nonce. */
    char nonce[64];
    Py_ssize_t nonce_length = 0;
    if (pads_bytes != Py_None) {
        if (!PyUnicode_CheckExact(game_id) || !PyLong_CheckExact(version)) {
            written = 0;
            goto done;
        }
        const Pads *state = (const Pads *)PyBytes_AS_STRING(pads_bytes);
        char message[MAX_NONCE_ID + 24]; /* the id, ':' and a safe integer's at most 17 characters */
        long long number = PyLong_AsLongLong(version); /* a safe integer: add_scalar checked it */
        Py_ssize_t id_length = PyUnicode_GET_LENGTH(game_id);
        if (id_length > MAX_NONCE_ID) {
            written = 0;
            goto done;
        }
        memcpy(message, PyUnicode_DATA(game_id), id_length);
        message[id_length] = ':';
        int message_length = (int)id_length + 1 + decimal(number, message + id_length + 1);
        unsigned char digest[SHA256_DIGEST_LENGTH];
        SHA256_CTX context = state->inner;
        SHA256_Update(&context, message, message_length);
        SHA256_Final(digest, &context);
        context = state->outer;
        SHA256_Update(&context, digest, sizeof digest);
        SHA256_Final(digest, &context);
        hex_of(digest, nonce);
        nonce_length = 64;
    }

    /* The link: sha256(prev_hash + nonce + body), as chain.link_hash. */
    unsigned char digest[SHA256_DIGEST_LENGTH];
    SHA256_CTX context;
    SHA256_Init(&context);
    SHA256_Update(&context, PyUnicode_DATA(prev_hash), PyUnicode_GET_LENGTH(prev_hash));
    SHA256_Update(&context, nonce, nonce_length);
    SHA256_Update(&context, body.data, body.length);
    SHA256_Final(digest, &context);
    char hash[64];
    hex_of(digest, hash);

    /* The payload: the body with the hash as its last member. */
    body.length -= 1; /* the closing brace */
    if (ADD_LITERAL(&body, ",\"hash\":\"") < 0 || buffer_add(&body, hash, 64) < 0 || ADD_LITERAL(&body, "\"}") < 0)
        goto done;
    PyObject *payload = PyBytes_FromStringAndSize(body.data, body.length);
    if (payload == NULL)
        goto done;
    PyObject *hash_text = PyUnicode_FromStringAndSize(hash, 64);
    if (hash_text == NULL) {
        Py_DECREF(payload);
        goto done;
    }
    result = PyTuple_Pack(2, payload, hash_text);
    Py_DECREF(payload);
    Py_DECREF(hash_text);
done:
    PyMem_Free(body.data);
    if (result == NULL && written == 0 && !PyErr_Occurred())
        Py_RETURN_NONE;
    return result;
}

static PyMethodDef methods[] = {
    {"pads", (PyCFunction)hmac_pads, METH_O, "HMAC-SHA256 pads of a chain key (opaque bytes for link)."},
    {"link", (PyCFunction)(void (*)(void))chain_link, METH_FASTCALL,
     "An event's stored payload and link hash, or None where the Python path must write it."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_chainlink", NULL, -1, methods};

PyMODINIT_FUNC PyInit__chainlink(void) {
    init_tables();
    return PyModule_Create(&module);
}
